import type { RemittanceImport } from '../../../api/shippingApi';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import { RemittancePanel } from './RemittancePanel';

const server = setupApiServer();

const CSV = 'AWB,Order ID,COD Amount,Remitted On,UTR\nSR111,ELG-2026-000011-1,3249,2026-12-04,UTR9001\n';

const imported: RemittanceImport = {
  reference: 'UTR9001',
  lines: 3,
  recorded: 1,
  alreadyImported: 1,
  mismatches: [
    {
      kind: 'amount-differs',
      awb: 'SR222',
      orderId: 'o-22',
      orderNumber: 'ELG-2026-000022',
      expected: 2999,
      remitted: 2899,
    },
  ],
};

beforeEach(() => {
  server.use(
    api.get('/admin/shipping/remittances/mismatches', () =>
      HttpResponse.json({
        mismatches: [
          {
            kind: 'not-remitted',
            awb: 'SR333',
            orderId: 'o-33',
            orderNumber: 'ELG-2026-000033',
            deliveredOn: '2026-11-20',
            days: 16,
          },
          { kind: 'unknown-awb', awb: 'SR999', remitted: 1500 },
        ],
      }),
    ),
  );
});

it('imports a chosen CSV file and says what was recorded, what was in already and what does not match', async () => {
  server.use(api.post('/admin/shipping/remittances/import', () => HttpResponse.json(imported)));
  const { user } = renderWithStore(<RemittancePanel />);
  await user.upload(
    screen.getByLabelText('Remittance CSV file'),
    new File([CSV], 'remittance.csv', { type: 'text/csv' }),
  );
  expect(await screen.findByDisplayValue(/SR111/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Import' }));

  const result = await screen.findByRole('region', { name: 'Import result' });
  expect(result).toHaveTextContent('Batch UTR9001: 3 lines, 1 recorded, 1 already imported, 1 mismatches');
  const row = within(within(result).getByRole('table', { name: 'Mismatches in this batch' })).getAllByRole('row')[1];
  expect(row).toHaveTextContent('SR222');
  expect(row).toHaveTextContent('ELG-2026-000022');
  expect(row).toHaveTextContent('Remitted ₹2,899, expected ₹2,999');
  expect(requestsTo('POST /admin/shipping/remittances/import')[0]?.body).toEqual({ csv: CSV });
});

it('fetches the courier’s remittances, lists the open mismatches, and says why a pasted CSV was refused', async () => {
  server.use(
    api.post('/admin/shipping/remittances/fetch', () =>
      HttpResponse.json({
        ...imported,
        reference: undefined,
        lines: 4,
        recorded: 0,
        alreadyImported: 4,
        mismatches: [],
      }),
    ),
    api.post('/admin/shipping/remittances/import', () =>
      HttpResponse.json({ message: 'csv: line 2 has no AWB' }, { status: 400 }),
    ),
  );
  const { user } = renderWithStore(<RemittancePanel />);
  const open = await screen.findByRole('table', { name: 'Mismatches to look into' });
  expect(within(open).getAllByRole('row')[1]).toHaveTextContent('Not remitted: delivered 20 Nov 2026, 16 days ago');
  expect(within(open).getAllByRole('row')[2]).toHaveTextContent('No parcel of ours has this AWB (₹1,500)');

  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Paste the remittance CSV or choose its file');
  expect(requestsTo('POST /admin/shipping/remittances/import')).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Fetch from courier' }));
  expect(await screen.findByRole('region', { name: 'Import result' })).toHaveTextContent(
    '4 lines, 0 recorded, 4 already imported, 0 mismatches',
  );

  await user.type(screen.getByLabelText('Or paste the CSV'), 'AWB,Amount{enter},100');
  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('csv: line 2 has no AWB');
});
