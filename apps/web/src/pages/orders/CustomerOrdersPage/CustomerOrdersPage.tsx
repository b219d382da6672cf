import { useCustomerOrders } from '@pinjam/api';
import { OrderList } from '../OrderList';

/** customer-orders: orders of my items, filtered by ?status=. */
export default function CustomerOrdersPage() {
  return <OrderList side="seller" useOrders={useCustomerOrders} />;
}
