import type { SavedAddress } from '@store/shared/api';
import { HttpResponse } from 'msw';
import {
  api,
  fillAddressForm,
  pincodesHandler,
  renderWithStore,
  requestsTo,
  SAMPLE_ADDRESS,
  setupApiServer,
} from '@store/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { AddressBook } from './AddressBook';

const server = setupApiServer();
// The address form looks up the pincode it is given.
beforeEach(() => server.use(pincodesHandler));
const home: SavedAddress = SAMPLE_ADDRESS;

it('adds an address with the checkout rules, a message beside each bad field', async () => {
  // The API keeps what is saved (blank optional fields as null): the list answers it from then on.
  const book: SavedAddress[] = [];
  server.use(
    api.get('/address', () => HttpResponse.json([...book])),
    api.post('/address', async ({ request }) => {
      const body = await request.json();
      const saved = { landmark: null, email: null, ...(body as object), _id: 'a2' } as SavedAddress;
      book.push(saved);
      return HttpResponse.json(saved);
    }),
  );
  const { user } = renderWithStore(<AddressBook />);
  await user.click(await screen.findByRole('button', { name: 'Add address' }));
  const form = screen.getByRole('form', { name: 'Shipping address' });
  await user.type(within(form).getByLabelText('Pincode'), '5600');
  await user.click(within(form).getByRole('button', { name: 'Save address' }));
  expect(await within(form).findByText('Pincode must be 6 digits')).toBeInTheDocument();
  expect(requestsTo('POST /address')).toEqual([]);
  await fillAddressForm(form, { Address: '1 Residency Road', Pincode: '560025' });
  const saved = await screen.findByText(/1 Residency Road, Bengaluru, Karnataka 560025/);
  expect(requestsTo('POST /address')[0]?.body).toMatchObject({ phone: '+919876543210', zip: '560025' });
  // Focus lands on the saved address (its Edit button), not lost with the closed form.
  await waitFor(() =>
    expect(within(saved.closest('li') as HTMLElement).getByRole('button', { name: 'Edit' })).toHaveFocus(),
  );
  // Types every field of the form: past the web tests' 20 s when CI's two cores are busy.
}, 45_000);

it('gives focus back to the list when the form is cancelled', async () => {
  server.use(api.get('/address', () => HttpResponse.json([])));
  const { user } = renderWithStore(<AddressBook />);
  await user.click(await screen.findByRole('button', { name: 'Add address' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add address' })).toHaveFocus());
});

it("deletes an address after confirmation in the store's own dialog, and keeps it on Cancel", async () => {
  let book = [home];
  server.use(
    api.get('/address', () => HttpResponse.json([...book])),
    api.delete<{ id: string }>('/address/:id', ({ params }) => {
      book = book.filter((address) => address._id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = renderWithStore(<AddressBook />);
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  let dialog = screen.getByRole('dialog', { name: 'Delete address' });
  expect(dialog).toHaveTextContent('Delete the address at 12 MG Road?');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requestsTo('DELETE /address/:id')).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  dialog = screen.getByRole('dialog', { name: 'Delete address' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText(/12 MG Road/)).not.toBeInTheDocument());
  expect(requestsTo('DELETE /address/:id')).toMatchObject([{ path: '/address/a1' }]);
});

it('says a full address book and the states in Hindi on a Hindi page', async () => {
  server.use(
    api.get('/address', () => HttpResponse.json([home])),
    api.post('/address', () =>
      HttpResponse.json(
        {
          message: 'You can keep up to 20 addresses. Delete one first.',
          code: 'address.bookFull',
          values: { max: 20 },
        },
        { status: 409 },
      ),
    ),
  );
  const { user } = await act(async () => renderWithStore(<AddressBook />, { locale: 'hi' }));
  expect(await screen.findByText(/कर्नाटक 560001/)).toBeInTheDocument();
  expect(screen.queryByText(/Karnataka/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'पता जोड़ें' }));
  const form = screen.getByRole('form', { name: 'डिलीवरी का पता' });
  for (const [label, value] of [
    ['पूरा नाम', 'Asha Rao'],
    ['फ़ोन', '9876543210'],
    ['पिनकोड', '560025'],
    ['पता', '1 Residency Road'],
  ])
    await user.type(within(form).getByLabelText(label as string), value as string);
  await waitFor(() => expect(within(form).getByLabelText('शहर')).toHaveValue('Bengaluru'));
  await user.click(within(form).getByRole('button', { name: 'पता सेव करें' }));
  expect(await screen.findByText('आप ज़्यादा से ज़्यादा 20 पते रख सकते हैं। पहले कोई एक पता हटाएँ।')).toBeInTheDocument();
});
