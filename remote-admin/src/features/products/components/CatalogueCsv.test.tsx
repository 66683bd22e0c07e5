import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { CatalogueCsv } from './CatalogueCsv';

const server = setupApiServer();
const SHEET = 'SKU,Name,Stock M\r\nKUR-1,Chanderi Kurta,5\r\n';
const csvFile = (text = SHEET) => new File([text], 'products.csv', { type: 'text/csv' });

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:sheet');
  URL.revokeObjectURL = jest.fn();
});

it('downloads every product and its stock as CSV, under the name the API gives', async () => {
  server.use(
    api.get('/admin/products/export', () =>
      HttpResponse.json('ID,SKU\r\n', {
        headers: { 'content-disposition': 'attachment; filename="products-2026-11-28.csv"' },
      }),
    ),
  );
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const { user } = renderWithStore(<CatalogueCsv />);
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(saved).toEqual(['products-2026-11-28.csv']));
  click.mockRestore();
});

it('uploads the sheet chosen and says what the import did', async () => {
  server.use(
    api.post('/admin/products/import', () =>
      HttpResponse.json({
        created: 1,
        updated: 2,
        message: 'Imported 1 new and 2 updated products',
      }),
    ),
  );
  const { user } = renderWithStore(<CatalogueCsv />);
  await user.upload(screen.getByLabelText('CSV file to import'), csvFile());
  expect(await screen.findByRole('status', { name: 'Import result' })).toHaveTextContent(
    'Imported 1 new and 2 updated products',
  );
  expect(requestsTo('POST /admin/products/import')[0]?.body).toEqual({ csv: SHEET });
});

it('lists every bad row of a refused sheet with its number, and says nothing was imported', async () => {
  server.use(
    api.post('/admin/products/import', () =>
      HttpResponse.json(
        {
          message: 'Nothing was imported: 2 rows have problems',
          problems: [
            { row: 4, message: 'MRP must be at least the price' },
            { row: 7, message: 'SKU KUR-1 is on row 2 too' },
          ],
        },
        { status: 400 },
      ),
    ),
  );
  const { user } = renderWithStore(<CatalogueCsv />);
  await user.upload(screen.getByLabelText('CSV file to import'), csvFile());
  expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was imported: 2 rows have problems');
  const rows = within(screen.getByRole('list', { name: 'Rows with problems' })).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    'Row 4: MRP must be at least the price',
    'Row 7: SKU KUR-1 is on row 2 too',
  ]);
  expect(screen.queryByRole('status', { name: 'Import result' })).not.toBeInTheDocument();
});
