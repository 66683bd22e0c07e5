import { serverMessage, type OrderJson } from '@store/shared/api';
import { notify, useConfirm } from '@store/shared/ui';
import { deleteOrder, setOrderCompleted, setOrderFulfilment } from '../../../api/orders';
import { FULFILMENT_LABELS, type Shipment } from '../components/OrderActions';

/**
 * What an order's buttons do, on the desk's list and on the order's own page alike: each change
 * is confirmed by a toast; a delete asks why in the store's own dialog (`dialog`, to render).
 */
export function useOrderActions(onChanged: (order: OrderJson) => void, onDeleted: (id: string) => void) {
  const { confirm, dialog } = useConfirm();
  const failed = (error: unknown) => notify.error(serverMessage(error) ?? 'Failed to update order status');
  const actionsFor = (order: OrderJson) => ({
    onCompleted: (completed: boolean) =>
      setOrderCompleted(order._id, completed)
        .then((changed) => {
          onChanged(changed);
          notify.success(`Order ${order.orderNumber} marked ${completed ? 'completed' : 'not completed'}`);
        })
        .catch(failed),
    onFulfilment: (status: string, shipment?: Shipment) =>
      setOrderFulfilment(order._id, status, shipment)
        .then((changed) => {
          onChanged(changed);
          notify.success(`Order ${order.orderNumber} is now ${FULFILMENT_LABELS[changed.fulfilment].toLowerCase()}`);
        })
        .catch(failed),
    onDelete: async () => {
      const answer = await confirm({
        title: 'Delete order',
        message: `Are you sure you want to delete this order? This action cannot be undone. Order ${order.orderNumber} leaves every list; its payments stay in the revenue.`,
        confirmLabel: 'Delete order',
        reasonLabel: 'Reason (kept with the order)',
      });
      if (!answer.confirmed) return;
      deleteOrder(order._id, answer.reason)
        .then(() => {
          onDeleted(order._id);
          notify.success('Order deleted successfully.');
        })
        .catch((error: unknown) => notify.error(serverMessage(error) ?? 'Failed to delete order'));
    },
  });
  return { actionsFor, dialog };
}
