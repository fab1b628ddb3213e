import { OrderDetailView } from '@/features/order/components/OrderDetailView'

/** The detail of a local order (order_type decides; another kind is handed to its own page). */
export default function OrderDetailLocalPage() {
  return <OrderDetailView kind='local' />
}
