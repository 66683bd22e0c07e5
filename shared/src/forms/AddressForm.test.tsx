import { act, screen, waitFor, within } from '@testing-library/react';
import { pincodesHandler, renderWithStore, setupApiServer } from '../testing';
import { AddressForm } from './AddressForm';

const server = setupApiServer();
beforeEach(() => server.use(pincodesHandler));

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

it('tells the autofill what each field is, and offers the 36 states and union territories', () => {
  renderWithStore(<AddressForm initial={null} onSave={() => {}} />);
  const tokens = Object.fromEntries(
    ['Full name', 'Phone', 'Email (optional)', 'Pincode', 'Address', 'Landmark (optional)', 'City', 'State'].map(
      (label) => [label, screen.getByLabelText(label).getAttribute('autocomplete')],
    ),
  );
  expect(tokens).toEqual({
    'Full name': 'name',
    Phone: 'tel-national',
    'Email (optional)': 'email',
    Pincode: 'postal-code',
    Address: 'address-line1',
    'Landmark (optional)': 'address-line2',
    City: 'address-level2',
    State: 'address-level1',
  });
  expect(screen.getByLabelText('Phone')).toHaveAttribute('inputmode', 'numeric');
  expect(screen.getByLabelText('Pincode')).toHaveAttribute('inputmode', 'numeric');
  const states = within(screen.getByLabelText('State')).getAllByRole('option');
  expect(states).toHaveLength(37);
  expect(states[0]).toHaveTextContent('Select a state');
  expect(states.map((option) => option.textContent)).toEqual(expect.arrayContaining(['Ladakh', 'Puducherry']));
});

it('says what is wrong with a field when the shopper leaves it, and nothing about fields not yet visited', async () => {
  const { user } = renderWithStore(<AddressForm initial={null} onSave={() => {}} />);
  await user.type(screen.getByLabelText('Phone'), '12345');
  await user.tab();
  expect(await screen.findByText('Enter a 10-digit mobile number')).toBeInTheDocument();
  expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
});

it('lists every problem above the form on submit, with focus on the list and links to the fields', async () => {
  const saved: unknown[] = [];
  const { user } = renderWithStore(<AddressForm initial={null} onSave={(address) => saved.push(address)} />);
  await user.type(screen.getByLabelText('Full name'), 'Asha Rao');
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('Please correct 5 fields');
  await waitFor(() => expect(summary).toHaveFocus());
  const link = within(summary).getByRole('link', { name: /^Pincode:/ });
  expect(link).toHaveAttribute('href', '#address-zip');
  expect(screen.getByLabelText('Pincode')).toHaveAttribute('id', 'address-zip');
  expect(saved).toEqual([]);
});

it('keeps the ten digits of a phone number and the six of a pincode, typed or pasted', async () => {
  const { user } = renderWithStore(<AddressForm initial={null} onSave={() => {}} />);
  const phone = screen.getByLabelText('Phone');
  await user.type(phone, '98a76-54 3210 55');
  expect(phone).toHaveValue('9876543210');
  await user.clear(phone);
  await user.click(phone);
  await user.paste('+91 98765 43210');
  expect(phone).toHaveValue('9876543210');
  await user.click(screen.getByLabelText('Pincode'));
  await user.paste('560 001');
  expect(screen.getByLabelText('Pincode')).toHaveValue('560001');
});

it("shows every bad field's message beside it at once on save", async () => {
  const { user } = renderWithStore(<AddressForm initial={null} onSave={() => {}} />);
  await user.type(screen.getByLabelText('Phone'), '12345');
  await user.type(screen.getByLabelText('Pincode'), '5600');
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  for (const [label, message] of [
    ['Full name', 'Name is required'],
    ['Phone', 'Enter a 10-digit mobile number'],
    ['Pincode', 'Pincode must be 6 digits'],
  ]) {
    const field = screen.getByLabelText(label as string);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(message);
  }
});

it('refuses a city without letters, saying what a city looks like, and saves nothing', async () => {
  const saved: unknown[] = [];
  const { user } = renderWithStore(<AddressForm initial={null} onSave={(address) => saved.push(address)} />);
  for (const [label, value] of [
    ['Full name', 'Asha Rao'],
    ['Phone', '9876543210'],
    ['Address', '12 MG Road'],
    ['City', '123'],
    ['Pincode', '560001'],
  ])
    await user.type(screen.getByLabelText(label as string), value as string);
  await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('Karnataka'));
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Enter the name of the city, such as Pune');
  expect(saved).toEqual([]);
});

it('asks for the address in Hindi on a Hindi page, and counts the fields to correct', async () => {
  const saved: unknown[] = [];
  const { user } = await act(async () =>
    renderWithStore(<AddressForm initial={null} onSave={(address) => saved.push(address)} onCancel={() => {}} />, {
      locale: 'hi',
    }),
  );
  expect(await screen.findByRole('form', { name: 'डिलीवरी का पता' })).toBeInTheDocument();
  for (const label of ['पूरा नाम', 'फ़ोन', 'ईमेल (ज़रूरी नहीं)', 'पिनकोड', 'पता', 'लैंडमार्क (ज़रूरी नहीं)', 'शहर'])
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  const states = within(screen.getByLabelText('राज्य')).getAllByRole('option');
  expect(states[0]).toHaveTextContent('राज्य चुनें');
  expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();

  await user.type(screen.getByLabelText('पूरा नाम'), 'Asha Rao');
  await user.click(screen.getByRole('button', { name: 'पता सेव करें' }));
  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('कृपया 5 फ़ील्ड ठीक करें');
  // Each listed field by its Hindi name, and what is wrong with it in Hindi too.
  expect(within(summary).getByRole('link', { name: /^पिनकोड:/ })).toHaveAttribute('href', '#address-zip');
  expect(within(summary).getByRole('link', { name: 'पिनकोड: पिनकोड 6 अंकों का होना चाहिए' })).toBeInTheDocument();
  expect(within(summary).getByRole('link', { name: 'शहर: शहर ज़रूरी है' })).toBeInTheDocument();
  expect(screen.getByLabelText('फ़ोन')).toHaveAccessibleDescription('10 अंकों का मोबाइल नंबर लिखें');
  expect(summary).not.toHaveTextContent(/required|digits/);
  expect(saved).toEqual([]);
});

it('names the states in Hindi on a Hindi page, and keeps the English name the API stores', async () => {
  const saved: { state: string; city: string }[] = [];
  const { user } = await act(async () =>
    renderWithStore(<AddressForm initial={null} onSave={(address) => saved.push(address)} />, { locale: 'hi' }),
  );
  const state = await screen.findByLabelText('राज्य');
  const options = within(state).getAllByRole('option');
  expect(options).toHaveLength(37);
  expect(within(state).getByRole('option', { name: 'कर्नाटक' })).toHaveValue('Karnataka');
  expect(within(state).getByRole('option', { name: 'दादरा और नगर हवेली और दमन और दीव' })).toBeInTheDocument();
  expect(options.filter((option) => /[A-Za-z]/.test(option.textContent ?? ''))).toEqual([]);

  // An unknown pincode is said in Hindi.
  await user.type(screen.getByLabelText('पिनकोड'), '999999');
  expect(await screen.findByText('पिनकोड 999999 हमें नहीं मिला: कृपया इसे जाँच लें')).toBeInTheDocument();
  // A known one fills the state, shown by its Hindi name; the city stays as the directory spells it (it has no Hindi).
  await user.clear(screen.getByLabelText('पिनकोड'));
  await user.type(screen.getByLabelText('पिनकोड'), '682001');
  await waitFor(() => expect(state).toHaveValue('Kerala'));
  expect((state as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('केरल');
  expect(screen.getByLabelText('शहर')).toHaveValue('Ernakulam');

  for (const [label, value] of [
    ['पूरा नाम', 'Asha Rao'],
    ['फ़ोन', '9876543210'],
    ['पता', '12 MG Road'],
  ])
    await user.type(screen.getByLabelText(label as string), value as string);
  await user.selectOptions(state, 'कर्नाटक');
  await user.click(screen.getByRole('button', { name: 'पता सेव करें' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]?.state).toBe('Karnataka');
});
