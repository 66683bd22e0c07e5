import type { MeasurementProfile } from '@store/shared/api';
import { installFakeApi, renderWithStore } from '@store/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { MeasurementProfiles } from './MeasurementProfiles';

const api = installFakeApi();

const father: MeasurementProfile = {
  _id: 'p1',
  name: 'Father',
  fit: 'mens',
  measurements: { chest: 42, waist: 36 },
  updatedAt: '2026-11-01T00:00:00.000Z',
};

it('lists profiles and says what a new one lacks, in Hindi', async () => {
  api.on('GET /measurement-profiles', () => [father]);
  const { user } = await act(async () => renderWithStore(<MeasurementProfiles />, { locale: 'hi' }));
  expect(await screen.findByText(/^· पुरुष · 2 नाप$/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल जोड़ें' }));
  const form = screen.getByRole('form', { name: 'नाप प्रोफ़ाइल' });
  await user.click(within(form).getByRole('radio', { name: 'महिला' }));
  await user.click(within(form).getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }));
  expect(within(form).getByLabelText('प्रोफ़ाइल का नाम')).toHaveAccessibleDescription('नाम डालना ज़रूरी है');
  // The first measurement of the chosen fit, named in Hindi.
  expect(within(form).getByRole('alert')).toHaveTextContent('कम से कम एक नाप डालें, जैसे ऊपर की लंबाई');
  expect(api.callsTo('POST /measurement-profiles')).toEqual([]);
});
