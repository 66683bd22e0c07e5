import { serverMessage, type OrderJson } from '@store/shared/api';
import { notify, useConfirm } from '@store/shared/ui';
import { ordersApi } from '../api/ordersApi';
import { FULFILMENT_LABELS, type Shipment } from '../components/OrderActions';

/** The shipment's fields, whose code names a refusal may start with (the form says them beside its boxes). */
const SHIPMENT_FIELDS = ['courier', 'trackingNumber', 'unpaidReason'];

/**
 * What an order's buttons do, on the desk's list and on the order's own page alike: each change
 * is confirmed by a toast; a delete asks why in the store's own dialog (`dialog`, to render).
 */
export function useOrderActions(onChanged: (order: OrderJson) => void, onDeleted: (id: string) => void) {
  const { confirm, dialog } = useConfirm();
  const [setOrderFulfilment] = ordersApi.useSetOrderFulfilmentMutation();
  const [setOrderCompleted] = ordersApi.useSetOrderCompletedMutation();
  const [deleteOrder] = ordersApi.useDeleteOrderMutation();
  const failed = (error: unknown) => notify.error(serverMessage(error) ?? 'Failed to update order status');
  const moveOn = (order: OrderJson, status: string, shipment?: Shipment) =>
    setOrderFulfilment({ id: order._id, status, shipment })
      .unwrap()
      .then((changed) => {
        onChanged(changed);
        notify.success(`Order ${order.orderNumber} is now ${FULFILMENT_LABELS[changed.fulfilment].toLowerCase()}`);
      });
  const actionsFor = (order: OrderJson) => ({
    onCompleted: (completed: boolean) =>
      setOrderCompleted({ id: order._id, completed })
        .unwrap()
        .then((changed) => {
          onChanged(changed);
          notify.success(`Order ${order.orderNumber} marked ${completed ? 'completed' : 'not completed'}`);
        })
        .catch(failed),
    onFulfilment: (status: string) => void moveOn(order, status).catch(failed),
    onShip: (shipment: Shipment) =>
      moveOn(order, 'shipped', shipment).then(
        () => null,
        (error: unknown) =>
          serverMessage(error, SHIPMENT_FIELDS) ?? 'The order could not be shipped. Check your connection and retry.',
      ),
    onDelete: async () => {
      const answer = await confirm({
        title: 'Delete order',
        message: `Are you sure you want to delete this order? This action cannot be undone. Order ${order.orderNumber} leaves every list; its payments stay in the revenue.`,
        confirmLabel: 'Delete order',
        reasonLabel: 'Reason (kept with the order)',
      });
      if (!answer.confirmed) return;
      deleteOrder({ id: order._id, reason: answer.reason })
        .unwrap()
        .then(() => {
          onDeleted(order._id);
          notify.success('Order deleted successfully.');
        })
        .catch((error: unknown) => notify.error(serverMessage(error) ?? 'Failed to delete order'));
    },
  });
  return { actionsFor, dialog };
}
