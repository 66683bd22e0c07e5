import { screen, waitFor } from '@testing-library/react';
import { answerPincodes, installFakeApi, renderWithStore } from '../testing';
import { AddressForm } from './AddressForm';

const api = installFakeApi();
beforeEach(() => answerPincodes(api));

it('fills the city and state from the pincode, keeping a city the shopper typed', async () => {
  const { user } = renderWithStore(<AddressForm initial={null} onSave={() => {}} />);
  await user.type(screen.getByLabelText('Pincode'), '682001');
  await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('Kerala'));
  expect(screen.getByLabelText('City')).toHaveValue('Ernakulam');
  await user.clear(screen.getByLabelText('City'));
  await user.type(screen.getByLabelText('City'), 'Kochi');
  await user.clear(screen.getByLabelText('Pincode'));
  await user.type(screen.getByLabelText('Pincode'), '560001');
  await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('Karnataka'));
  expect(screen.getByLabelText('City')).toHaveValue('Kochi');
});

it('says at once that a pincode is unknown, and saves nothing until it is put right', async () => {
  const saved: unknown[] = [];
  const { user } = renderWithStore(<AddressForm initial={null} onSave={(address) => saved.push(address)} />);
  for (const [label, value] of [
    ['Full name', 'Asha Rao'],
    ['Phone', '9876543210'],
    ['Address', '12 MG Road'],
    ['City', 'Bengaluru'],
    ['Pincode', '999999'],
  ])
    await user.type(screen.getByLabelText(label as string), value as string);
  await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
  expect(await screen.findByText('We could not find pincode 999999: please check it')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  expect(saved).toEqual([]);
  expect(screen.getByLabelText('Pincode')).toHaveAttribute('aria-invalid', 'true');
});
