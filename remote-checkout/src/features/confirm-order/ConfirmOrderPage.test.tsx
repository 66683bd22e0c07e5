import { HttpResponse } from 'msw';
import { api, renderWithStore, setupApiServer } from '@store/shared/testing';
import { act, screen } from '@testing-library/react';
import { ConfirmOrderPage } from './ConfirmOrderPage';

const server = setupApiServer();

it('marks the field the server names as wrong, and both fields read its message', async () => {
  server.use(
    api.post('/orders/cash/confirm', async ({ request }) => {
      const body = await request.json();
      return (body as { code: string }).code === '123456'
        ? HttpResponse.json({ orderNumber: 'ELG-2026-000001', state: 'confirmed' })
        : HttpResponse.json({ message: 'This code does not match that order number', field: 'code' }, { status: 400 });
    }),
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

it('asks for the number and code in Hindi, and says the order is confirmed in Hindi', async () => {
  server.use(
    api.post('/orders/cash/confirm', () => HttpResponse.json({ orderNumber: 'ELG-2026-000001', state: 'confirmed' })),
  );
  const { user } = await act(async () =>
    renderWithStore(<ConfirmOrderPage />, { route: '/confirm-order', path: '/confirm-order', locale: 'hi' }),
  );
  expect(await screen.findByRole('heading', { name: 'अपना कैश ऑर्डर कन्फ़र्म करें' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('ऑर्डर नंबर'), 'ELG-2026-000001');
  await user.type(screen.getByLabelText('कोड'), '123456');
  await user.click(screen.getByRole('button', { name: 'ऑर्डर कन्फ़र्म करें' }));
  const done = (await screen.findByTestId('confirmed-order')).closest('[role="status"]');
  expect(done).toHaveTextContent(/^ऑर्डर ELG-2026-000001 कन्फ़र्म हो गया है। हम इसे तैयार कर रहे हैं;/);
  expect(screen.getByRole('link', { name: 'मेरे ऑर्डर देखें' })).toHaveAttribute('href', '/customer-dashboard');
});
