import { COLOURS, FABRICS, OCCASIONS, stockKeyLabel, stockKeysFor, type Section } from '@store/shared/catalog';
import { SelectField, theme } from '@store/shared/ui';
import styled from 'styled-components';
import { CheckedField } from './CheckedField';
import type { StockDraft } from './productDraft';

const Group = styled.fieldset`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.md} 0;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  legend {
    padding: 0 ${theme.space.xs};
    font: ${theme.weight.semibold} ${theme.size.sm} / 1.3 ${theme.font.body};
  }
  > p {
    margin: 0 0 ${theme.space.md};
    color: ${theme.color.muted};
    font-size: ${theme.size.sm};
  }
`;

/** Counts side by side: a row of sizes on a laptop, three to a row on a phone. */
const Counts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: 0 ${theme.space.sm};
  align-items: start;
`;

const Three = styled.div`
  display: grid;
  gap: 0 ${theme.space.md};
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Switch = styled.label`
  display: flex;
  gap: ${theme.space.sm};
  align-items: center;
  min-height: 44px;
  margin-bottom: ${theme.space.xs};
  font: ${theme.weight.medium} ${theme.size.sm} / 1.3 ${theme.font.body};
  cursor: pointer;
  input {
    appearance: none;
    position: relative;
    flex: none;
    width: 40px;
    height: 22px;
    margin: 0;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.control};
    cursor: pointer;
    transition: background ${theme.motion.fast} ${theme.motion.ease};
    &::before {
      content: '';
      position: absolute;
      top: 3px;
      left: 3px;
      width: 16px;
      height: 16px;
      border-radius: 50%;
      background: ${theme.color.paper};
      transition: transform ${theme.motion.fast} ${theme.motion.ease};
    }
    &:checked {
      background: ${theme.color.accent};
    }
    &:checked::before {
      transform: translateX(18px);
    }
    &:focus-visible {
      outline: 2px solid ${theme.color.focus};
      outline-offset: 2px;
    }
  }
`;

const Hint = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
`;

type Change = (patch: Partial<StockDraft>) => void;

function CountGrid({
  keys,
  draft,
  problems,
  onChange,
}: {
  keys: string[];
  draft: StockDraft;
  problems: Record<string, string>;
  onChange: Change;
}) {
  return (
    <Counts>
      {keys.map((key) => (
        <CheckedField
          key={key}
          label={stockKeyLabel(key)}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          placeholder="0"
          value={draft.counts[key] ?? ''}
          error={problems[`stock.${key}`]}
          data-field={`stock.${key}`}
          onChange={(e) => onChange({ counts: { ...draft.counts, [key]: e.target.value } })}
        />
      ))}
    </Counts>
  );
}

/**
 * Pieces on hand per size for the chosen section. A men's set is counted by each part (upper
 * size and waist), as the workshop cuts and stocks them; an accessory has one count.
 */
export function StockFields({
  section,
  draft,
  problems,
  onChange,
}: {
  section: Section | '';
  draft: StockDraft;
  problems: Record<string, string>;
  onChange: Change;
}) {
  if (!section)
    return (
      <Group>
        <legend>Stock</legend>
        <p>Choose a category to count its stock by size.</p>
      </Group>
    );
  const keys = stockKeysFor(section);
  if (section !== 'mens')
    return (
      <Group>
        <legend>{section === 'accessories' ? 'Stock' : 'Stock per size'}</legend>
        <p>Pieces on hand; an empty box is none.</p>
        <CountGrid keys={keys} draft={draft} problems={problems} onChange={onChange} />
      </Group>
    );
  return (
    <>
      <Group>
        <legend>Upper sizes</legend>
        <p>
          A set is stocked by each part: jackets and kurtas by upper size, trousers by waist. A set sells in a pair of
          sizes while both parts are in stock.
        </p>
        <CountGrid keys={keys.filter((k) => k.startsWith('upper:'))} {...{ draft, problems, onChange }} />
      </Group>
      <Group>
        <legend>Lower (waist) sizes</legend>
        <CountGrid keys={keys.filter((k) => k.startsWith('lower:'))} {...{ draft, problems, onChange }} />
      </Group>
    </>
  );
}

/** One of a fixed list, or "Not set": the select offers nothing else, so it has no problem of its own. */
function ListField({
  label,
  list,
  value,
  onChange,
}: {
  label: string;
  list: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">Not set</option>
      {list.map((item) => (
        <option key={item} value={item}>
          {item}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Made to measure (garments only: off, a shopper buys only the sizes in stock) and the colour,
 * fabric and occasion a shopper filters listings by.
 */
export function AttributeFields({
  section,
  draft,
  onChange,
}: {
  section: Section | '';
  draft: StockDraft;
  onChange: Change;
}) {
  return (
    <>
      {section && section !== 'accessories' ? (
        <>
          <Switch>
            <input
              type="checkbox"
              role="switch"
              checked={draft.madeToMeasure}
              onChange={(e) => onChange({ madeToMeasure: e.target.checked })}
            />
            Made to measure offered
          </Switch>
          <Hint>
            {draft.madeToMeasure
              ? 'Made to order, so never out of stock.'
              : 'Shoppers can buy only the sizes in stock.'}
          </Hint>
        </>
      ) : null}
      <Three>
        <ListField label="Colour" list={COLOURS} value={draft.colour} onChange={(colour) => onChange({ colour })} />
        <ListField label="Fabric" list={FABRICS} value={draft.fabric} onChange={(fabric) => onChange({ fabric })} />
        <ListField
          label="Occasion"
          list={OCCASIONS}
          value={draft.occasion}
          onChange={(occasion) => onChange({ occasion })}
        />
      </Three>
    </>
  );
}
