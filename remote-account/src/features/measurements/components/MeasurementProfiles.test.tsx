import {
  createMeasurementProfile,
  fetchMeasurementProfiles,
  updateMeasurementProfile,
  type MeasurementProfile,
} from '@store/shared/api';
import { renderWithStore } from '@store/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { MeasurementProfiles } from './MeasurementProfiles';

jest.mock('@store/shared/api', () => ({
  ...jest.requireActual('@store/shared/api'),
  fetchMeasurementProfiles: jest.fn(),
  createMeasurementProfile: jest.fn(),
  updateMeasurementProfile: jest.fn(),
  deleteMeasurementProfile: jest.fn(),
}));
const list = fetchMeasurementProfiles as jest.Mock;
const create = createMeasurementProfile as jest.Mock;
const update = updateMeasurementProfile as jest.Mock;

const father: MeasurementProfile = {
  _id: 'p1',
  name: 'Father',
  fit: 'mens',
  measurements: { chest: 42, waist: 36 },
  updatedAt: '2026-11-01T00:00:00.000Z',
};

beforeEach(() => {
  for (const mock of [list, create, update]) mock.mockReset();
});

it('saves a named profile with only the fields filled, after a message on a bad one', async () => {
  list.mockResolvedValue([]);
  create.mockImplementation(async (profile) => ({ ...profile, _id: 'p2', updatedAt: '' }));
  renderWithStore(<MeasurementProfiles />);
  fireEvent.click(await screen.findByRole('button', { name: 'Add profile' }));
  const form = screen.getByRole('form', { name: 'Measurement profile' });
  fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Name is required');

  fireEvent.change(within(form).getByLabelText('Profile name'), { target: { value: 'Me' } });
  fireEvent.click(within(form).getByLabelText("Women's"));
  fireEvent.change(within(form).getByLabelText('Bust'), { target: { value: '0' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Bust must be more than 0 inches');
  expect(create).not.toHaveBeenCalled();

  fireEvent.change(within(form).getByLabelText('Bust'), { target: { value: '34.5' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('Me')).toBeInTheDocument();
  expect(create).toHaveBeenCalledWith({ name: 'Me', fit: 'womens', measurements: { bust: 34.5 } });
  expect(screen.getByText(/Women's · 1 measurement$/)).toBeInTheDocument();
});

it('edits a profile with its saved values filled in', async () => {
  list.mockResolvedValue([father]);
  update.mockImplementation(async (_id, profile) => ({ ...father, ...profile }));
  renderWithStore(<MeasurementProfiles />);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const form = screen.getByRole('form', { name: 'Measurement profile' });
  expect(within(form).getByLabelText('Chest')).toHaveValue(42);
  fireEvent.change(within(form).getByLabelText('Chest'), { target: { value: '43' } });
  fireEvent.change(within(form).getByLabelText('Waist'), { target: { value: '' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText(/Men's · 1 measurement$/)).toBeInTheDocument();
  expect(update).toHaveBeenCalledWith('p1', { name: 'Father', fit: 'mens', measurements: { chest: 43 } });
});
