import type { MeasurementProfile } from '@store/shared/api';
import { installFakeApi, renderWithStore } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import { MeasurementProfiles } from './MeasurementProfiles';

const api = installFakeApi();

const father: MeasurementProfile = {
  _id: 'p1',
  name: 'Father',
  fit: 'mens',
  measurements: { chest: 42, waist: 36 },
  updatedAt: '2026-11-01T00:00:00.000Z',
};

it('saves a named profile with only the fields filled, after a message on a bad one', async () => {
  api.on('GET /measurement-profiles', () => []);
  api.on('POST /measurement-profiles', ({ body }) => ({ ...(body as object), _id: 'p2', updatedAt: '' }));
  const { user } = renderWithStore(<MeasurementProfiles />);
  await user.click(await screen.findByRole('button', { name: 'Add profile' }));
  const form = screen.getByRole('form', { name: 'Measurement profile' });
  await user.click(within(form).getByRole('button', { name: 'Save profile' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Name is required');

  await user.type(within(form).getByLabelText('Profile name'), 'Me');
  await user.click(within(form).getByLabelText("Women's"));
  await user.type(within(form).getByLabelText('Bust'), '0');
  await user.click(within(form).getByRole('button', { name: 'Save profile' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Bust must be more than 0 inches');
  expect(api.callsTo('POST /measurement-profiles')).toEqual([]);

  await user.clear(within(form).getByLabelText('Bust'));
  await user.type(within(form).getByLabelText('Bust'), '34.5');
  await user.click(within(form).getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('Me')).toBeInTheDocument();
  expect(api.callsTo('POST /measurement-profiles')[0]?.body).toEqual({
    name: 'Me',
    fit: 'womens',
    measurements: { bust: 34.5 },
  });
  expect(screen.getByText(/Women's · 1 measurement$/)).toBeInTheDocument();
});

it('edits a profile with its saved values filled in', async () => {
  api.on('GET /measurement-profiles', () => [father]);
  api.on('PUT /measurement-profiles/:id', ({ body }) => ({ ...father, ...(body as object) }));
  const { user } = renderWithStore(<MeasurementProfiles />);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const form = screen.getByRole('form', { name: 'Measurement profile' });
  expect(within(form).getByLabelText('Chest')).toHaveValue(42);
  await user.clear(within(form).getByLabelText('Chest'));
  await user.type(within(form).getByLabelText('Chest'), '43');
  await user.clear(within(form).getByLabelText('Waist'));
  await user.click(within(form).getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText(/Men's · 1 measurement$/)).toBeInTheDocument();
  expect(api.callsTo('PUT /measurement-profiles/:id')).toMatchObject([
    { path: '/measurement-profiles/p1', body: { name: 'Father', fit: 'mens', measurements: { chest: 43 } } },
  ]);
});
