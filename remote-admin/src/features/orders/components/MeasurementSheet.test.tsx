import { screen, within } from '@testing-library/react';
import { renderWithStore } from '@store/shared/testing';
import { MeasurementSheet, measurementSheet, OTHER_SHOWN } from './MeasurementSheet';

it("reads a women's set by the women's form, and keeps a field neither form knows, last", () => {
  expect(measurementSheet({ custom: true, lowerWaist: 28, bust: 34, frontNeck: 7, wrist: 6 })).toEqual([
    {
      legend: 'Upper body',
      rows: [
        { label: 'Front Neck', value: '7' },
        { label: 'Bust', value: '34' },
      ],
    },
    { legend: 'Lower body', rows: [{ label: 'Lower Waist', value: '28' }] },
    { legend: 'Other', rows: [{ label: 'Wrist', value: '6' }] },
  ]);
});

it('has nothing to show for a standard size', () => {
  expect(measurementSheet('L')).toEqual([]);
  expect(measurementSheet(null)).toEqual([]);
});

it('shows an old order saved with thousands of unknown keys as a few of them and how many more', () => {
  const flood = Object.fromEntries(Array.from({ length: 14_000 }, (_, i) => [`k${i}`, i]));
  const long = `x${'y'.repeat(5000)}`;
  renderWithStore(
    <MeasurementSheet name="Kurta" size={{ custom: true, bust: 36, [long]: 'z'.repeat(5000), ...flood }} />,
  );
  expect(within(screen.getByRole('group', { name: 'Kurta: Upper body' })).getByText('Bust')).toBeInTheDocument();
  const other = screen.getByRole('group', { name: 'Kurta: Other' });
  expect(within(other).getAllByRole('term')).toHaveLength(OTHER_SHOWN);
  expect(within(other).getByText('and 13,995 more not shown')).toBeInTheDocument();
  // A key of thousands of letters is cut to a line.
  expect(within(other).getByText(`X${'y'.repeat(38)}…`)).toBeInTheDocument();
});
