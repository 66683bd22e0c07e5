import { serverField, serverMessage } from '@store/shared/api';
import type { AdminProduct } from '@store/shared/schemas';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import { CheckedField } from './CheckedField';

/** The label's codes as typed: MRP in rupees, SKU, parcel weight in grams (each may be empty). */
export interface CatalogueDraft {
  mrp: string;
  sku: string;
  weightGrams: string;
}

export const EMPTY_CATALOGUE: CatalogueDraft = { mrp: '', sku: '', weightGrams: '' };

/** What a product has now, empty where it has none. */
export const catalogueOf = (product: AdminProduct): CatalogueDraft => ({
  mrp: product.mrp == null ? '' : String(product.mrp),
  sku: product.sku ?? '',
  weightGrams: product.weightGrams == null ? '' : String(product.weightGrams),
});

/** A number box: empty is none (null, which clears it); anything else is for the schema to judge. */
const numberOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/**
 * The body's part: only what the admin changed from what the form `opened` with (a new product
 * opens empty), as the API keeps what it is not sent; an emptied box clears it (null).
 */
export function catalogueBody(draft: CatalogueDraft, opened: CatalogueDraft = EMPTY_CATALOGUE) {
  const changed = (key: keyof CatalogueDraft) => draft[key].trim() !== opened[key].trim();
  return {
    ...(changed('mrp') ? { mrp: numberOrNull(draft.mrp) } : {}),
    ...(changed('sku') ? { sku: draft.sku } : {}),
    ...(changed('weightGrams') ? { weightGrams: numberOrNull(draft.weightGrams) } : {}),
  };
}

const Row = styled.div`
  display: grid;
  gap: 0 16px;
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: 1fr 1fr 1fr;
  }
`;

/** MRP, SKU and parcel weight, side by side on a laptop, each with its problem under it. */
export function CatalogueFields({
  values,
  problems,
  onChange,
}: {
  values: CatalogueDraft;
  problems: Record<string, string>;
  onChange: (patch: Partial<CatalogueDraft>) => void;
}) {
  return (
    <Row>
      <CheckedField
        label="MRP (Rs., optional)"
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        data-field="mrp"
        value={values.mrp}
        error={problems.mrp}
        onChange={(e) => onChange({ mrp: e.target.value })}
      />
      <CheckedField
        label="SKU (optional)"
        placeholder="e.g. KUR-CH-042"
        autoCapitalize="characters"
        data-field="sku"
        value={values.sku}
        error={problems.sku}
        onChange={(e) => onChange({ sku: e.target.value })}
      />
      <CheckedField
        label="Parcel weight (g, optional)"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        data-field="weightGrams"
        value={values.weightGrams}
        error={problems.weightGrams}
        onChange={(e) => onChange({ weightGrams: e.target.value })}
      />
    </Row>
  );
}

/** Puts the keyboard in the box of `field` (its `data-field`), when the form has one. */
export function focusField(form: HTMLFormElement | null, field: string | undefined): boolean {
  if (!form || !field) return false;
  const box = [...form.querySelectorAll<HTMLElement>('[data-field]')].find((el) => el.dataset.field === field);
  box?.focus();
  return Boolean(box);
}

/**
 * A refusal that names a field the form shows (`{ message, field }`): its message, for beside
 * that field. Null for any other refusal, which the form says in its one alert.
 */
export function fieldProblem(
  failure: unknown,
  form: HTMLFormElement | null,
): { field: string; message: string } | null {
  const field = serverField(failure);
  const message = serverMessage(failure, field ? [field] : []);
  if (!field || !message || !form) return null;
  const shown = [...form.querySelectorAll<HTMLElement>('[data-field]')].some((el) => el.dataset.field === field);
  return shown ? { field, message } : null;
}
