import { OrderDetailView } from '@/features/order/components/OrderDetailView'

/** The detail of a express order (order_type decides; another kind is handed to its own page). */
export default function OrderDetailPage() {
  return <OrderDetailView kind='express' />
}
