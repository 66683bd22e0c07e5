import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithStore } from '../testing';
import { MeasurementForm } from './MeasurementForm';

function Form({ section, errors }: { section: string; errors?: Record<string, string> }) {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <MeasurementForm
      section={section}
      values={values}
      errors={errors}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
    />
  );
}

it('names the groups and measurements in English, in inches', async () => {
  const { user } = renderWithStore(<Form section="mens" />);
  const upper = screen.getByRole('group', { name: 'Upper body (inches)' });
  expect(within(upper).getByLabelText('Sleeve Length')).toHaveAttribute('step', '0.1');
  expect(screen.getByRole('group', { name: 'Lower body (inches)' })).toContainElement(screen.getByLabelText('Fly U'));
  await user.type(screen.getByLabelText('Chest'), '40.5');
  expect(screen.getByLabelText('Chest')).toHaveValue(40.5);
});

it('names them in Hindi on a Hindi page, each message beside its field', async () => {
  const { user } = await act(async () =>
    renderWithStore(<Form section="womens" errors={{ bust: 'must be a number of inches' }} />, { locale: 'hi' }),
  );
  const upper = await screen.findByRole('group', { name: 'शरीर का ऊपरी हिस्सा (इंच में)' });
  const bust = within(upper).getByLabelText('बस्ट');
  expect(bust).toHaveAttribute('aria-invalid', 'true');
  expect(bust).toHaveAccessibleDescription('must be a number of inches');
  expect(within(upper).getByLabelText('आस्तीन की लंबाई')).toBeInTheDocument();
  const lower = screen.getByRole('group', { name: 'शरीर का निचला हिस्सा (इंच में)' });
  expect(within(lower).getByLabelText('नीचे की कमर')).toBeInTheDocument();
  expect(within(lower).getAllByText('इंच')).toHaveLength(6);
  await user.type(within(lower).getByLabelText('मोहरी'), '18');
  expect(within(lower).getByLabelText('मोहरी')).toHaveValue(18);
});

it('asks no measurements for accessories', () => {
  renderWithStore(<Form section="accessories" />);
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
});
