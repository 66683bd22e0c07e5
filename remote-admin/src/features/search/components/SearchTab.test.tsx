import type { SearchLog, SearchSynonym } from '@store/shared/api';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import SearchTab from './SearchTab';

const server = setupApiServer();

const week: SearchLog = {
  top: [
    { query: 'sari', count: 120, results: 34 },
    { query: 'kurta', count: 80, results: 51 },
  ],
  zero: [{ query: 'lengha', count: 17 }],
};
const month: SearchLog = { top: [{ query: 'sherwani', count: 300, results: 12 }], zero: [] };

beforeEach(() => {
  // What the server keeps: a saved synonym is in the list read again after it.
  let synonyms: SearchSynonym[] = [{ id: 's1', words: ['saree', 'sari'], oneWay: false }];
  server.use(
    api.get('/admin/search/queries', ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('range') === '30d' ? month : week),
    ),
    api.get('/admin/search/synonyms', () => HttpResponse.json(synonyms)),
    api.post('/admin/search/synonyms', async ({ request }) => {
      const body = (await request.json()) as { words: string[]; oneWay?: boolean };
      const saved = { id: `s${synonyms.length + 1}`, words: body.words, oneWay: Boolean(body.oneWay) };
      synonyms = [...synonyms, saved];
      return HttpResponse.json(saved, { status: 201 });
    }),
    api.delete('/admin/search/synonyms/:id', ({ params }) => {
      synonyms = synonyms.filter((s) => s.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

it('shows the top searches and those that found nothing for a range', async () => {
  const { user } = renderWithStore(<SearchTab />);
  const top = await screen.findByRole('table', { name: 'Top searches' });
  expect(rows(top)).toEqual([
    ['sari', '120', '34'],
    ['kurta', '80', '51'],
  ]);
  expect(rows(screen.getByRole('table', { name: 'Found nothing' }))).toEqual([['lengha', '17', 'Add a synonym']]);
  await user.selectOptions(screen.getByLabelText('Range'), 'Last 30 days');
  await waitFor(() =>
    expect(rows(screen.getByRole('table', { name: 'Top searches' }))).toEqual([['sherwani', '300', '12']]),
  );
  expect(requestsTo('GET /admin/search/queries').map((call) => call.query.range)).toEqual(['7d', '30d']);
});

it('adds a synonym for a search that found nothing in one step: the form comes filled, she types the word it meant', async () => {
  const { user } = renderWithStore(<SearchTab />);
  await user.click(await screen.findByRole('button', { name: 'Add a synonym for lengha' }));
  const form = screen.getByRole('form', { name: 'Add a synonym' });
  const words = within(form).getByLabelText('Words (comma-separated)');
  expect(words).toHaveValue('lengha, ');
  expect(words).toHaveFocus();
  expect(within(form).getByRole('checkbox', { name: /One way/ })).toBeChecked();
  await user.type(words, 'lehenga');
  await user.click(within(form).getByRole('button', { name: 'Save synonym' }));
  const list = await screen.findByRole('table', { name: 'Synonyms' });
  await waitFor(() => expect(rows(list)).toContainEqual(['lengha, lehenga', 'lengha finds the others', 'Delete']));
  expect(requestsTo('POST /admin/search/synonyms')[0]?.body).toEqual({ words: ['lengha', 'lehenga'], oneWay: true });
  expect(words).toHaveValue('');
});

it('refuses a synonym of one word and sends nothing', async () => {
  const { user } = renderWithStore(<SearchTab />);
  const form = await screen.findByRole('form', { name: 'Add a synonym' });
  await user.type(within(form).getByLabelText('Words (comma-separated)'), 'lehenga,');
  await user.click(within(form).getByRole('button', { name: 'Save synonym' }));
  expect(within(form).getByLabelText('Words (comma-separated)')).toHaveAccessibleDescription(
    'Words must have at least 2 words',
  );
  expect(requestsTo('POST /admin/search/synonyms')).toHaveLength(0);
});

it('deletes a synonym after asking', async () => {
  const { user } = renderWithStore(<SearchTab />);
  await user.click(await screen.findByRole('button', { name: 'Delete synonym saree, sari' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Delete synonym' })).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText('No synonyms yet.')).toBeInTheDocument();
  expect(requestsTo('DELETE /admin/search/synonyms/s1')).toHaveLength(1);
});
