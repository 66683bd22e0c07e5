import { serverMessage, type ParcelDefault } from '@store/shared/api';
import { labelFromValue, productTypes, SECTIONS } from '@store/shared/catalog';
import { Button, ErrorText, notify, StatusText, theme } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CardTable, RowActions } from '../../../components/CardTable';
import { shippingApi } from '../../../api/shippingApi';

const SizeInput = styled.input`
  width: 100%;
  max-width: 110px;
  min-height: 44px;
  padding: 0 8px;
  border: 1px solid ${theme.color.control};
  border-radius: ${theme.radius.sm};
`;

const Add = styled.select`
  min-height: 44px;
  padding: 0 8px;
  border: 1px solid ${theme.color.control};
  border-radius: ${theme.radius.sm};
`;

const FIELDS = [
  { key: 'weightGrams', label: 'Weight (g)' },
  { key: 'lengthCm', label: 'Length (cm)' },
  { key: 'breadthCm', label: 'Breadth (cm)' },
  { key: 'heightCm', label: 'Height (cm)' },
] as const;
type Measure = (typeof FIELDS)[number]['key'];

/** Every type a product can carry, as the catalogue names them. */
const ALL_TYPES = [...new Set(SECTIONS.flatMap((section) => productTypes(section)))];

/** A new type starts as a kurta-sized parcel, for the admin to correct. */
const startingParcel = (productType: string): ParcelDefault => ({
  productType,
  weightGrams: 500,
  lengthCm: 30,
  breadthCm: 25,
  heightCm: 5,
});

function Editor({ saved }: { saved: ParcelDefault[] }) {
  const [rows, setRows] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = shippingApi.useSaveParcelDefaultsMutation();
  const unset = ALL_TYPES.filter((type) => !rows.some((row) => row.productType === type));
  const change = (index: number, key: Measure, value: string) =>
    setRows((before) => before.map((row, at) => (at === index ? { ...row, [key]: Number(value) } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = rows.find((row) => FIELDS.some(({ key }) => !(row[key] > 0)));
    if (wrong) return setProblem(`${labelFromValue(wrong.productType)}: every size and the weight must be above 0`);
    setProblem(null);
    if (saving.isLoading) return;
    save(rows)
      .unwrap()
      .then((answer) => {
        setRows(answer);
        notify.success('Parcel sizes saved');
      })
      .catch((error: unknown) => setProblem(serverMessage(error) ?? 'The parcel sizes could not be saved'));
  };

  return (
    <form onSubmit={submit} aria-label="Parcel sizes" noValidate>
      <CardTable>
        <caption>The parcel of each product type: an order's parcel adds its pieces up</caption>
        <thead>
          <tr>
            <th scope="col">Product type</th>
            {FIELDS.map((field) => (
              <th scope="col" key={field.key}>
                {field.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.productType}>
              <th scope="row">{labelFromValue(row.productType)}</th>
              {FIELDS.map((field) => (
                <td key={field.key} data-label={field.label}>
                  <SizeInput
                    type="number"
                    min={1}
                    inputMode="numeric"
                    aria-label={`${labelFromValue(row.productType)} ${field.label}`}
                    value={String(row[field.key])}
                    onChange={(event) => change(index, field.key, event.target.value)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </CardTable>
      {problem ? <ErrorText role="alert">{problem}</ErrorText> : null}
      <RowActions>
        {unset.length ? (
          <Add
            aria-label="Add a product type"
            value=""
            onChange={(event) => setRows((before) => [...before, startingParcel(event.target.value)])}
          >
            <option value="">Add a product type...</option>
            {unset.map((type) => (
              <option key={type} value={type}>
                {labelFromValue(type)}
              </option>
            ))}
          </Add>
        ) : null}
        <Button type="submit" aria-disabled={saving.isLoading}>
          Save parcel sizes
        </Button>
      </RowActions>
    </form>
  );
}

/** The parcel defaults: weight and box per product type, which bookings add up per order. */
export function ParcelDefaults() {
  const defaults = shippingApi.useParcelDefaultsQuery();
  if (defaults.isError) return <StatusText role="alert">The parcel sizes could not be loaded.</StatusText>;
  if (!defaults.data) return <StatusText role="status">Loading parcel sizes...</StatusText>;
  return <Editor saved={defaults.data} />;
}
