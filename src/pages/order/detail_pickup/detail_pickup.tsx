import { OrderDetailView } from '@/features/order/components/OrderDetailView'

/** The detail of a pickup order (order_type decides; another kind is handed to its own page). */
export default function OrderDetailPickupPage() {
  return <OrderDetailView kind='pickup' />
}
