import { downloadFile, serverMessage } from '@store/shared/api';
import type { ImportRowProblem } from '@store/shared/schemas';
import { Button, ErrorText, notify, StatusText, theme } from '@store/shared/ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { productsApi } from '../../../api/productsApi';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: ${theme.space.md};
  input[type='file'] {
    display: none;
  }
`;

const Problems = styled.ul`
  margin: 0 0 ${theme.space.md};
  padding-left: 20px;
  color: ${theme.color.danger};
  font-size: ${theme.size.sm};
`;

/** A refused import's rows, as the API lists them beside its message. */
function problemsOf(failure: unknown): ImportRowProblem[] {
  const data = (failure as { data?: { problems?: unknown } } | null)?.data;
  return Array.isArray(data?.problems) ? (data.problems as ImportRowProblem[]) : [];
}

/** The file's text (FileReader: Blob.text is missing from some browsers the admin may use, and from jsdom). */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });

type Result = { ok: true; message: string } | { ok: false; message: string; problems: ImportRowProblem[] };

/**
 * The catalogue as a spreadsheet (product §7): every product and its stock per size downloaded
 * as CSV, and a sheet uploaded back, which adds or updates products by SKU. An import is applied
 * whole or not at all; a refused one lists each bad row.
 */
export function CatalogueCsv() {
  const [importProducts, { isLoading }] = productsApi.useImportProductsMutation();
  const [result, setResult] = useState<Result | null>(null);
  const chooser = useRef<HTMLInputElement>(null);

  const exportCsv = () =>
    downloadFile('/admin/products/export').catch((error: unknown) =>
      notify.error(serverMessage(error) ?? 'The export failed'),
    );

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setResult(null);
    try {
      const done = await importProducts(await textOf(file)).unwrap();
      setResult({ ok: true, message: done.message });
      notify.success(done.message);
    } catch (failure) {
      setResult({ ok: false, message: serverMessage(failure) ?? 'The import failed', problems: problemsOf(failure) });
    } finally {
      // The same file chosen again (fixed and saved) is read again.
      if (chooser.current) chooser.current.value = '';
    }
  };

  return (
    <>
      <Bar>
        <Button type="button" $variant="secondary" onClick={() => void exportCsv()}>
          Export CSV
        </Button>
        <Button type="button" $variant="secondary" disabled={isLoading} onClick={() => chooser.current?.click()}>
          {isLoading ? 'Importing...' : 'Import CSV'}
        </Button>
        <input
          ref={chooser}
          type="file"
          accept=".csv,text/csv"
          aria-label="CSV file to import"
          onChange={(event) => void importFile(event.target.files?.[0])}
        />
      </Bar>
      {result?.ok ? (
        <StatusText role="status" aria-label="Import result">
          {result.message}
        </StatusText>
      ) : null}
      {result && !result.ok ? (
        <>
          <ErrorText role="alert">{result.message}</ErrorText>
          {result.problems.length > 0 ? (
            <Problems aria-label="Rows with problems">
              {result.problems.map((problem, index) => (
                <li key={index}>
                  Row {problem.row}: {problem.message}
                </li>
              ))}
            </Problems>
          ) : null}
        </>
      ) : null}
    </>
  );
}
