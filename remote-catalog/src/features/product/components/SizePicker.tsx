import type { Product } from '@store/shared/api';
import { CLOTHING_SIZES, WAIST_SIZES } from '@store/shared/catalog';
import { theme, useDrawnInput } from '@store/shared/ui';
import styled from 'styled-components';
import { useT } from '../i18n';
import { stockNote, type SizeChoice, type StockNote } from '../sizeSelection';

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 16px;
  padding: 0;
  legend {
    margin-bottom: 8px;
    font: 600 14px/1.3 ${theme.font.body};
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** A size chip, with its stock note under it ("Only 2 left", "Out of stock"): part of the radio's name. */
const Chip = styled.label`
  position: relative;
  display: grid;
  justify-items: center;
  gap: 4px;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-grid;
    place-items: center;
    min-width: 48px;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${theme.color.line};
    border-radius: 4px;
    font: 500 14px/1 ${theme.font.body};
  }
  input:checked + span {
    background: ${theme.color.ink};
    border-color: ${theme.color.ink};
    color: ${theme.color.paper};
  }
  input:focus-visible + span {
    outline: 2px solid ${theme.color.accent};
    outline-offset: 2px;
  }
  input:disabled {
    cursor: not-allowed;
  }
  input:disabled + span {
    border-style: dashed;
    color: ${theme.color.muted};
    text-decoration: line-through;
  }
  small {
    font: 500 11px/1.2 ${theme.font.body};
    color: ${theme.color.danger};
    white-space: nowrap;
  }
  input:disabled ~ small {
    color: ${theme.color.muted};
  }
`;

function Options({
  legend,
  name,
  options,
  stockOf,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  /** The option's stock: a size that is out is shown, but cannot be chosen. */
  stockOf: (option: string) => StockNote;
  value: string;
  onChange: (value: string) => void;
}) {
  // A size tapped before the page's code arrived stays chosen.
  const group = useDrawnInput<HTMLFieldSetElement>((element) => {
    const checked = element.querySelector<HTMLInputElement>('input:checked');
    if (checked && checked.value !== value) onChange(checked.value);
  });
  return (
    <Group ref={group}>
      <legend>{legend}</legend>
      <Chips>
        {options.map((option) => {
          const stock = stockOf(option);
          return (
            <Chip key={option}>
              <input
                type="radio"
                name={name}
                value={option}
                disabled={stock.out}
                checked={value === option}
                onChange={() => onChange(option)}
              />
              <span>{option}</span>
              {stock.note ? <small>{stock.note}</small> : null}
            </Chip>
          );
        })}
      </Chips>
    </Group>
  );
}

const WAISTS = WAIST_SIZES.map(String);

/**
 * Standard sizes: mens pick an upper size and a waist (each part stocked on its own); womens one
 * size (product §2 and 9). Each says "Only N left" when low; one that is out cannot be chosen.
 */
export function SizePicker({
  product,
  choice,
  onChange,
}: {
  product: Pick<Product, 'category' | 'availability' | 'left'>;
  choice: SizeChoice;
  onChange: (patch: Partial<SizeChoice>) => void;
}) {
  const t = useT();
  const section = product.category;
  const stockOf = (prefix: string) => (option: string) => stockNote(product, `${prefix}${option}`, t);
  if (section === 'mens')
    return (
      <>
        <Options
          legend={t('catalog.size.upper')}
          name="upper"
          options={CLOTHING_SIZES}
          stockOf={stockOf('upper:')}
          value={choice.upper}
          onChange={(upper) => onChange({ upper })}
        />
        <Options
          legend={t('catalog.size.lower')}
          name="lower"
          options={WAISTS}
          stockOf={stockOf('lower:')}
          value={choice.lower}
          onChange={(lower) => onChange({ lower })}
        />
      </>
    );
  if (section === 'womens')
    return (
      <Options
        legend={t('catalog.size.label')}
        name="size"
        options={CLOTHING_SIZES}
        stockOf={stockOf('')}
        value={choice.size}
        onChange={(size) => onChange({ size })}
      />
    );
  return null;
}
