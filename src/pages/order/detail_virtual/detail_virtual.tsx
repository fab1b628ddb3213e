import { OrderDetailView } from '@/features/order/components/OrderDetailView'

/** The detail of a virtual order (order_type decides; another kind is handed to its own page). */
export default function OrderDetailVirtualPage() {
  return <OrderDetailView kind='virtual' />
}
