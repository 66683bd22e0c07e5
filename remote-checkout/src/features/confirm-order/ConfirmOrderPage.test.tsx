import { installFakeApi, renderWithStore, reply } from '@store/shared/testing';
import { screen } from '@testing-library/react';
import { ConfirmOrderPage } from './ConfirmOrderPage';

const api = installFakeApi();

it('marks the field the server names as wrong, and both fields read its message', async () => {
  api.on('POST /orders/cash/confirm', ({ body }) =>
    (body as { code: string }).code === '123456'
      ? { orderNumber: 'ELG-2026-000001', state: 'confirmed' }
      : reply(400, { message: 'This code does not match that order number', field: 'code' }),
  );
  const { user } = renderWithStore(<ConfirmOrderPage />, { route: '/confirm-order', path: '/confirm-order' });
  const number = screen.getByLabelText('Order number');
  const code = screen.getByLabelText('Code');
  await user.type(number, 'ELG-2026-000001');
  await user.type(code, '000000');
  await user.click(screen.getByRole('button', { name: 'Confirm order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This code does not match that order number');
  expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(number).not.toHaveAttribute('aria-invalid');
  expect(code).toHaveAccessibleDescription('This code does not match that order number');
  expect(number).toHaveAccessibleDescription('This code does not match that order number');
  await user.clear(code);
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm order' }));
  expect(await screen.findByTestId('confirmed-order')).toHaveTextContent('ELG-2026-000001');
});
