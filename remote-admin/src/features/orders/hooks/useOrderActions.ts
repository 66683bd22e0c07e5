import { serverMessage, type OrderJson } from '@store/shared/api';
import { notify } from '@store/shared/ui';
import { deleteOrder, setOrderCompleted, setOrderFulfilment } from '../../../api/orders';
import type { Shipment } from '../components/OrderActions';

/** What an order's buttons do, on the desk's list and on the order's own page alike. */
export function useOrderActions(onChanged: (order: OrderJson) => void, onDeleted: (id: string) => void) {
  return (order: OrderJson) => ({
    onCompleted: (completed: boolean) =>
      setOrderCompleted(order._id, completed)
        .then(onChanged)
        .catch((error: unknown) => notify.error(serverMessage(error) ?? 'Failed to update order status')),
    onFulfilment: (status: string, shipment?: Shipment) =>
      setOrderFulfilment(order._id, status, shipment)
        .then(onChanged)
        .catch((error: unknown) => notify.error(serverMessage(error) ?? 'Failed to update order status')),
    onDelete: () => {
      if (!window.confirm('Are you sure you want to delete this order? This action cannot be undone.')) return;
      deleteOrder(order._id)
        .then(() => {
          onDeleted(order._id);
          notify.success('Order deleted successfully.');
        })
        .catch((error: unknown) => notify.error(serverMessage(error) ?? 'Failed to delete order'));
    },
  });
}
