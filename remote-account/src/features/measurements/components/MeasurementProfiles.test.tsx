import type { MeasurementProfile } from '@store/shared/api';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MeasurementProfiles } from './MeasurementProfiles';

const server = setupApiServer();

const father: MeasurementProfile = {
  _id: 'p1',
  name: 'Father',
  fit: 'mens',
  measurements: { chest: 42, waist: 36 },
  updatedAt: '2026-11-01T00:00:00.000Z',
};

it('saves a named profile with only the fields filled, after a message on a bad one', async () => {
  // The API keeps what is saved: the list answers it from then on.
  const saved: MeasurementProfile[] = [];
  server.use(
    api.get('/measurement-profiles', () => HttpResponse.json([...saved])),
    api.post('/measurement-profiles', async ({ request }) => {
      const body = await request.json();
      const profile = { ...(body as MeasurementProfile), _id: 'p2', updatedAt: '2026-11-02T00:00:00.000Z' };
      saved.push(profile);
      return HttpResponse.json(profile);
    }),
  );
  const { user } = renderWithStore(<MeasurementProfiles />);
  await user.click(await screen.findByRole('button', { name: 'Add profile' }));
  const form = screen.getByRole('form', { name: 'Measurement profile' });
  await user.click(within(form).getByLabelText("Women's"));
  await user.type(within(form).getByLabelText('Bust'), '0');
  await user.type(within(form).getByLabelText('Waist'), '190');
  await user.click(within(form).getByRole('button', { name: 'Save profile' }));
  // Every bad field at once, each message beside its field, and focus on the first.
  const name = within(form).getByLabelText('Profile name');
  expect(name).toHaveAccessibleDescription('Name is required');
  expect(within(form).getByLabelText('Bust')).toHaveAccessibleDescription('Bust must be more than 0 inches');
  expect(within(form).getByLabelText('Waist')).toHaveAccessibleDescription(/^Waist must be at most \d+ inches$/);
  await waitFor(() => expect(name).toHaveFocus());
  expect(requestsTo('POST /measurement-profiles')).toEqual([]);

  await user.type(name, 'Me');
  expect(name).not.toHaveAccessibleDescription();
  await user.clear(within(form).getByLabelText('Waist'));

  await user.clear(within(form).getByLabelText('Bust'));
  await user.type(within(form).getByLabelText('Bust'), '34.5');
  await user.click(within(form).getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('Me')).toBeInTheDocument();
  expect(requestsTo('POST /measurement-profiles')[0]?.body).toEqual({
    name: 'Me',
    fit: 'womens',
    measurements: { bust: 34.5 },
  });
  expect(screen.getByText(/Women's · 1 measurement$/)).toBeInTheDocument();
});

it('edits a profile with its saved values filled in', async () => {
  let kept = father;
  server.use(
    api.get('/measurement-profiles', () => HttpResponse.json([kept])),
    api.put('/measurement-profiles/:id', async ({ request }) => {
      const body = await request.json();
      return HttpResponse.json((kept = { ...father, ...(body as object) }));
    }),
  );
  const { user } = renderWithStore(<MeasurementProfiles />);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const form = screen.getByRole('form', { name: 'Measurement profile' });
  expect(within(form).getByLabelText('Chest')).toHaveValue(42);
  await user.clear(within(form).getByLabelText('Chest'));
  await user.type(within(form).getByLabelText('Chest'), '43');
  await user.clear(within(form).getByLabelText('Waist'));
  await user.click(within(form).getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText(/Men's · 1 measurement$/)).toBeInTheDocument();
  expect(requestsTo('PUT /measurement-profiles/:id')).toMatchObject([
    { path: '/measurement-profiles/p1', body: { name: 'Father', fit: 'mens', measurements: { chest: 43 } } },
  ]);
});

it('lists profiles and says what a new one lacks, in Hindi', async () => {
  server.use(api.get('/measurement-profiles', () => HttpResponse.json([father])));
  const { user } = await act(async () => renderWithStore(<MeasurementProfiles />, { locale: 'hi' }));
  expect(await screen.findByText(/^· पुरुष · 2 नाप$/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल जोड़ें' }));
  const form = screen.getByRole('form', { name: 'नाप प्रोफ़ाइल' });
  await user.click(within(form).getByRole('radio', { name: 'महिला' }));
  await user.click(within(form).getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }));
  expect(within(form).getByLabelText('प्रोफ़ाइल का नाम')).toHaveAccessibleDescription('नाम डालना ज़रूरी है');
  // The first measurement of the chosen fit, named in Hindi.
  expect(within(form).getByRole('alert')).toHaveTextContent('कम से कम एक नाप डालें, जैसे ऊपर की लंबाई');
  expect(requestsTo('POST /measurement-profiles')).toEqual([]);
});
