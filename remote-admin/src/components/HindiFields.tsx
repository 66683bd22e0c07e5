import type { AdminProduct } from '@store/shared/schemas';
import { Field, TextAreaField } from '@store/shared/ui';

/** The product's Hindi name and description as typed; empty: Hindi pages show the English. */
export interface HindiText {
  nameHi: string;
  descriptionHi: string;
}

export const EMPTY_HINDI: HindiText = { nameHi: '', descriptionHi: '' };

/** The Hindi a product has now (empty where it has none). */
export const hindiOf = (product: AdminProduct): HindiText => ({
  nameHi: product.nameHi ?? '',
  descriptionHi: product.descriptionHi ?? '',
});

/**
 * The Hindi to send: only what the admin changed from what the form opened with (a new product
 * opens empty). The API keeps what it is not sent, and the schema turns a cleared box into null.
 */
export function hindiBody(draft: HindiText, opened: HindiText): Partial<HindiText> {
  return Object.fromEntries(
    (Object.keys(EMPTY_HINDI) as (keyof HindiText)[])
      .filter((key) => draft[key].trim() !== opened[key].trim())
      .map((key) => [key, draft[key]]),
  );
}

/**
 * The Hindi boxes take any length: a text too long is refused on Save with the schema's message
 * (cutting it silently would lose the end of a pasted description).
 */
export function HindiNameField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (nameHi: string) => void;
}) {
  return (
    <Field
      label="Hindi name (optional)"
      lang="hi"
      placeholder="e.g. नीली रेशमी शेरवानी"
      value={value}
      aria-invalid={error ? true : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** Below the English description, like the name below the name. */
export function HindiDescriptionField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (descriptionHi: string) => void;
}) {
  return (
    <TextAreaField
      label="Hindi description (optional)"
      lang="hi"
      value={value}
      aria-invalid={error ? true : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
