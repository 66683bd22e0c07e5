import { serverMessage } from '@store/shared/api';
import type { RemittanceImport, RemittanceMismatch } from '../../../api/shippingApi';
import { formatDay, formatRupees } from '@store/shared/format';
import { Button, ErrorText, StatusText, TextAreaField, theme } from '@store/shared/ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { CardTable, RowActions } from '../../../components/CardTable';
import { shippingApi } from '../../../api/shippingApi';

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  h3 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.size.md};
  }
  p {
    margin: 0;
  }
  label.file {
    display: grid;
    gap: 6px;
    margin-bottom: ${theme.space.md};
    font-size: ${theme.size.sm};
  }
`;

/** What each kind of mismatch asks of the desk. */
function mismatchText(mismatch: RemittanceMismatch): string {
  if (mismatch.kind === 'amount-differs')
    return `Remitted ${formatRupees(mismatch.remitted ?? 0)}, expected ${formatRupees(mismatch.expected ?? 0)}`;
  if (mismatch.kind === 'unknown-awb')
    return `No parcel of ours has this AWB (${formatRupees(mismatch.remitted ?? 0)})`;
  const since = mismatch.deliveredOn ? `delivered ${formatDay(mismatch.deliveredOn.slice(0, 10))}` : 'delivered';
  return `Not remitted: ${since}${mismatch.days === undefined ? '' : `, ${mismatch.days} days ago`}`;
}

function Mismatches({ mismatches, caption }: { mismatches: RemittanceMismatch[]; caption: string }) {
  if (!mismatches.length) return <p>{caption}: none.</p>;
  return (
    <CardTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">AWB</th>
          <th scope="col">Order</th>
          <th scope="col">Problem</th>
        </tr>
      </thead>
      <tbody>
        {mismatches.map((mismatch) => (
          <tr key={`${mismatch.kind}-${mismatch.awb ?? mismatch.orderId ?? mismatch.reference}`}>
            <td data-label="AWB">{mismatch.awb ?? '-'}</td>
            <td data-label="Order">{mismatch.orderNumber ?? '-'}</td>
            <td data-label="Problem">{mismatchText(mismatch)}</td>
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}

/** One import's outcome, in words a screen reader reads out as it arrives. */
const outcomeText = (outcome: RemittanceImport) =>
  `${outcome.reference ? `Batch ${outcome.reference}: ` : ''}${outcome.lines} lines, ${outcome.recorded} recorded, ` +
  `${outcome.alreadyImported} already imported, ${outcome.mismatches.length} mismatches`;

/**
 * Cash remittance: the courier's batch (its CSV pasted or chosen, or fetched from its API) marks
 * each cash order collected; importing a batch again changes nothing. Then what does not add up.
 */
export function RemittancePanel() {
  const [csv, setCsv] = useState('');
  const [outcome, setOutcome] = useState<RemittanceImport | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [importRemittance, importing] = shippingApi.useImportRemittanceMutation();
  const [fetchRemittances, fetching] = shippingApi.useFetchRemittancesMutation();
  const mismatches = shippingApi.useRemittanceMismatchesQuery();
  const busy = importing.isLoading || fetching.isLoading;

  const settle = (call: Promise<RemittanceImport>) => {
    setRefusal(null);
    call
      .then(setOutcome)
      .catch((error: unknown) => setRefusal(serverMessage(error) ?? 'The remittance could not be imported'));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!csv.trim()) return setRefusal('Paste the remittance CSV or choose its file');
    if (!busy) settle(importRemittance(csv).unwrap());
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    // FileReader, which every browser (and the tests’ DOM) has; not every one has file.text().
    const reader = new FileReader();
    reader.onload = () => setCsv(String(reader.result ?? ''));
    reader.readAsText(file);
  };

  return (
    <Stack>
      <form onSubmit={submit} aria-label="Import remittance">
        <h3>Import a remittance</h3>
        <label className="file">
          Remittance CSV file
          <input type="file" accept=".csv,text/csv" onChange={choose} />
        </label>
        <TextAreaField label="Or paste the CSV" rows={6} value={csv} onChange={(event) => setCsv(event.target.value)} />
        <RowActions>
          <Button type="submit" aria-disabled={busy}>
            Import
          </Button>
          <Button
            type="button"
            $variant="secondary"
            aria-disabled={busy}
            onClick={() => (busy ? null : settle(fetchRemittances().unwrap()))}
          >
            Fetch from courier
          </Button>
        </RowActions>
      </form>
      <div aria-live="polite">
        {refusal ? <ErrorText role="alert">{refusal}</ErrorText> : null}
        {outcome ? (
          <section aria-label="Import result">
            <h3>{outcomeText(outcome)}</h3>
            {outcome.mismatches.length ? (
              <Mismatches mismatches={outcome.mismatches} caption="Mismatches in this batch" />
            ) : null}
          </section>
        ) : null}
      </div>
      <section aria-label="Open mismatches">
        {mismatches.isError ? (
          <StatusText role="alert">The mismatches could not be loaded.</StatusText>
        ) : !mismatches.data ? (
          <StatusText role="status">Loading mismatches...</StatusText>
        ) : (
          <Mismatches mismatches={mismatches.data} caption="Mismatches to look into" />
        )}
      </section>
    </Stack>
  );
}
