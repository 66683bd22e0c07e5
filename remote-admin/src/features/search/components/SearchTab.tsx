import { serverMessage } from '@store/shared/api';
import { SEARCH_LOG_RANGES, type NewSearchSynonym, type SearchLogRange } from '@store/shared/api';
import { useAppDispatch } from '@store/shared/store';
import { Button, notify, PageTitle, SelectField, StatusText, theme, useConfirm } from '@store/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CardTable, RowActions } from '../../../components/CardTable';
import { searchDeskApi } from '../api/searchDeskApi';
import { SynonymForm } from './SynonymForm';

const RANGE_NAMES: Record<SearchLogRange, string> = {
  '1d': 'Last day',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  margin: ${theme.space.lg} 0;
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Heading = styled.h2`
  margin: ${theme.space.lg} 0 ${theme.space.sm};
  font-size: ${theme.size.lg};
`;

/** A row's one action, in its own cell: named for the row, for a screen reader's list of buttons. */
function RowButton({ label, name, onClick }: { label: string; name: string; onClick: () => void }) {
  return (
    <td>
      <RowActions>
        <Button type="button" $variant="secondary" aria-label={name} onClick={onClick}>
          {label}
        </Button>
      </RowActions>
    </td>
  );
}

/**
 * What shoppers search for (issue 44): the most asked searches and those that found nothing over
 * a range, each of the latter with "Add a synonym", which fills the synonym form with it (one
 * step: she types the word it meant and saves); and the synonyms, each with Delete.
 */
export default function SearchTab() {
  const [range, setRange] = useState<SearchLogRange>('7d');
  const queries = searchDeskApi.useSearchQueriesQuery(range);
  const synonyms = searchDeskApi.useSearchSynonymsQuery();
  const [addSynonym] = searchDeskApi.useAddSynonymMutation();
  const [deleteSynonym] = searchDeskApi.useDeleteSynonymMutation();
  const dispatch = useAppDispatch();
  const { confirm, dialog } = useConfirm();
  const [prefill, setPrefill] = useState<{ words: string; oneWay: boolean; at: number } | null>(null);

  const save = async (synonym: NewSearchSynonym) => {
    try {
      const saved = await addSynonym(synonym).unwrap();
      dispatch(searchDeskApi.util.updateQueryData('searchSynonyms', undefined, (list) => [...list, saved]));
      notify.success(`Synonym saved: ${saved.words.join(', ')}`);
      return true;
    } catch (error) {
      notify.error(serverMessage(error) ?? 'Could not save the synonym.');
      return false;
    }
  };

  const remove = async (id: string, words: string[]) => {
    const answer = await confirm({
      title: 'Delete synonym',
      message: `Delete the synonym ${words.join(', ')}?`,
      confirmLabel: 'Delete',
    });
    if (!answer.confirmed) return;
    try {
      await deleteSynonym(id).unwrap();
      dispatch(
        searchDeskApi.util.updateQueryData('searchSynonyms', undefined, (list) => list.filter((s) => s.id !== id)),
      );
    } catch (error) {
      notify.error(serverMessage(error) ?? 'Could not delete the synonym.');
    }
  };

  return (
    <section>
      <PageTitle>Search</PageTitle>
      <SelectField label="Range" value={range} onChange={(event) => setRange(event.target.value as SearchLogRange)}>
        {SEARCH_LOG_RANGES.map((value) => (
          <option key={value} value={value}>
            {RANGE_NAMES[value]}
          </option>
        ))}
      </SelectField>
      {queries.isError ? (
        <StatusText role="alert">Could not load the searches.</StatusText>
      ) : !queries.currentData ? (
        <StatusText role="status">Loading...</StatusText>
      ) : (
        <Columns>
          <CardTable>
            <caption>Top searches</caption>
            <thead>
              <tr>
                <th scope="col">Search</th>
                <th scope="col">Times</th>
                <th scope="col">Results</th>
              </tr>
            </thead>
            <tbody>
              {queries.currentData.top.map((row) => (
                <tr key={row.query}>
                  <td>{row.query}</td>
                  <td data-label="Times">{row.count}</td>
                  <td data-label="Results">{row.results}</td>
                </tr>
              ))}
            </tbody>
          </CardTable>
          <CardTable>
            <caption>Found nothing</caption>
            <thead>
              <tr>
                <th scope="col">Search</th>
                <th scope="col">Times</th>
                <th scope="col">
                  <span hidden>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {queries.currentData.zero.map((row) => (
                <tr key={row.query}>
                  <td>{row.query}</td>
                  <td data-label="Times">{row.count}</td>
                  <RowButton
                    label="Add a synonym"
                    name={`Add a synonym for ${row.query}`}
                    onClick={() => setPrefill({ words: `${row.query}, `, oneWay: true, at: Date.now() })}
                  />
                </tr>
              ))}
            </tbody>
          </CardTable>
        </Columns>
      )}
      {queries.currentData && !queries.currentData.top.length && !queries.currentData.zero.length ? (
        <StatusText>No searches in this range.</StatusText>
      ) : null}
      <Heading>Synonyms</Heading>
      <SynonymForm initial={prefill} onSave={save} />
      {synonyms.isError ? (
        <StatusText role="alert">Could not load the synonyms.</StatusText>
      ) : !synonyms.currentData ? (
        <StatusText role="status">Loading...</StatusText>
      ) : synonyms.currentData.length === 0 ? (
        <StatusText>No synonyms yet.</StatusText>
      ) : (
        <CardTable>
          <caption>Synonyms</caption>
          <thead>
            <tr>
              <th scope="col">Words</th>
              <th scope="col">Finds</th>
              <th scope="col">
                <span hidden>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {synonyms.currentData.map((synonym) => (
              <tr key={synonym.id}>
                <td>{synonym.words.join(', ')}</td>
                <td data-label="Finds">{synonym.oneWay ? `${synonym.words[0]} finds the others` : 'Each other'}</td>
                <RowButton
                  label="Delete"
                  name={`Delete synonym ${synonym.words.join(', ')}`}
                  onClick={() => void remove(synonym.id, synonym.words)}
                />
              </tr>
            ))}
          </tbody>
        </CardTable>
      )}
      {dialog}
    </section>
  );
}
