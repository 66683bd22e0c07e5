import type { StoreCreditJson } from '@store/shared/api';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { CustomerCredit } from './CustomerCredit';

const server = setupApiServer();
const customerId = '0b7f3c2a-1111-4222-8333-944455556666';
const none: StoreCreditJson = { balance: 0, entries: [] };
const granted: StoreCreditJson = {
  balance: 500,
  entries: [
    {
      _id: 'e1',
      kind: 'goodwill',
      amount: 500,
      reason: 'Parcel came late',
      orderId: null,
      orderNumber: null,
      expiresAt: null,
      createdAt: '2026-12-01T06:00:00.000Z',
    },
  ],
};

it('grants goodwill credit with a reason and shows her balance as it now is', async () => {
  let stored = none;
  server.use(
    api.get('/admin/customers/:id/store-credit', () => HttpResponse.json(stored)),
    api.post('/admin/customers/:id/store-credit/grant', () => HttpResponse.json((stored = granted))),
  );
  const { user } = renderWithStore(<CustomerCredit customerId={customerId} />);
  expect(await screen.findByText('₹0 to spend')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Goodwill credit' });
  await user.type(within(form).getByLabelText('Amount (Rs.)'), '500');
  await user.type(within(form).getByLabelText('Reason'), 'Parcel came late');
  await user.click(within(form).getByRole('button', { name: 'Grant credit' }));
  expect(await screen.findByText('₹500 to spend')).toBeInTheDocument();
  expect(requestsTo('POST /admin/customers/:id/store-credit/grant')[0]?.body).toEqual({
    amount: 500,
    reason: 'Parcel came late',
  });
  expect(
    within(screen.getByRole('list', { name: 'Latest store credit' })).getByText(/Parcel came late/),
  ).toBeInTheDocument();
});

it('says why a grant was refused (over the cap) and keeps what was typed', async () => {
  server.use(
    api.get('/admin/customers/:id/store-credit', () => HttpResponse.json(none)),
    api.post('/admin/customers/:id/store-credit/grant', () =>
      HttpResponse.json(
        { message: 'amount: one grant of goodwill credit is at most Rs.2,000', field: 'amount' },
        { status: 400 },
      ),
    ),
  );
  const { user } = renderWithStore(<CustomerCredit customerId={customerId} />);
  const form = await screen.findByRole('form', { name: 'Goodwill credit' });
  await user.type(within(form).getByLabelText('Amount (Rs.)'), '5000');
  await user.type(within(form).getByLabelText('Reason'), 'Big apology');
  await user.click(within(form).getByRole('button', { name: 'Grant credit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('one grant of goodwill credit is at most Rs.2,000');
  await waitFor(() => expect(within(form).getByLabelText('Amount (Rs.)')).toHaveValue('5000'));
});
