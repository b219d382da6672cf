import { useMyOrders } from '@pinjam/api';
import { OrderList } from '../OrderList';

/** my-orders: what I bought and rented, filtered by ?status=. */
export default function MyOrdersPage() {
  return <OrderList side="buyer" useOrders={useMyOrders} />;
}
