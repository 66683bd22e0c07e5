import { Field, theme } from '@store/shared/ui';
import styled from 'styled-components';

/** What the storefront shows beside the name: the brand, and what the piece is made of; empty clears. */
export interface ProductMaker {
  brand: string;
  material: string;
}

/** The longest brand or material the forms take: a label, not a story. */
const MAKER_MAX = 80;

const Pair = styled.div`
  display: grid;
  gap: 0 16px;
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Brand and material, side by side on a laptop: the storefront shows both on the product page. */
export function MakerFields({
  values,
  onChange,
}: {
  values: ProductMaker;
  onChange: (patch: Partial<ProductMaker>) => void;
}) {
  return (
    <Pair>
      <Field
        label="Brand (optional)"
        placeholder="e.g. Elegance Atelier"
        maxLength={MAKER_MAX}
        value={values.brand}
        onChange={(e) => onChange({ brand: e.target.value })}
      />
      <Field
        label="Material (optional)"
        placeholder="e.g. Silk, cotton"
        maxLength={MAKER_MAX}
        value={values.material}
        onChange={(e) => onChange({ material: e.target.value })}
      />
    </Pair>
  );
}
