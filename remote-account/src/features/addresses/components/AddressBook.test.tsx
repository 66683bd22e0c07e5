import { createAddress, deleteAddress, fetchSavedAddresses, type SavedAddress } from '@store/shared/api';
import { fillAddressForm, renderWithStore, SAMPLE_ADDRESS } from '@store/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AddressBook } from './AddressBook';

jest.mock('@store/shared/api', () => ({
  ...jest.requireActual('@store/shared/api'),
  fetchSavedAddresses: jest.fn(),
  createAddress: jest.fn(),
  updateAddress: jest.fn(),
  deleteAddress: jest.fn(),
}));
const mocks = {
  list: fetchSavedAddresses as jest.Mock,
  create: createAddress as jest.Mock,
  remove: deleteAddress as jest.Mock,
};

const home: SavedAddress = SAMPLE_ADDRESS;

beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.mockReset();
});

it('adds an address with the checkout rules, a message beside each bad field', async () => {
  mocks.list.mockResolvedValue([]);
  mocks.create.mockImplementation(async (address) => ({ ...address, _id: 'a2' }));
  renderWithStore(<AddressBook />);
  fireEvent.click(await screen.findByRole('button', { name: 'Add address' }));
  const form = screen.getByRole('form', { name: 'Shipping address' });
  fireEvent.change(within(form).getByLabelText('Pincode'), { target: { value: '5600' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
  expect(await within(form).findByText('Pincode must be 6 digits')).toBeInTheDocument();
  expect(mocks.create).not.toHaveBeenCalled();
  await fillAddressForm(form, { Address: '1 Residency Road', Pincode: '560025' });
  expect(await screen.findByText(/1 Residency Road, Bengaluru, Karnataka 560025/)).toBeInTheDocument();
  expect(mocks.create).toHaveBeenCalledWith(expect.objectContaining({ phone: '+919876543210', zip: '560025' }));
});

it('deletes an address after confirmation', async () => {
  mocks.list.mockResolvedValue([home]);
  mocks.remove.mockResolvedValue(undefined);
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderWithStore(<AddressBook />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText(/12 MG Road/)).not.toBeInTheDocument());
  expect(confirm).toHaveBeenCalledWith('Delete the address at 12 MG Road?');
  expect(mocks.remove).toHaveBeenCalledWith('a1');
  confirm.mockRestore();
});
