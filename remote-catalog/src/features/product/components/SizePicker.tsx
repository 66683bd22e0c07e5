import { CLOTHING_SIZES, WAIST_SIZES, type Section } from '@store/shared/catalog';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import type { SizeChoice } from '../sizeSelection';

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

const Chip = styled.label`
  position: relative;
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
`;

function Options({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Group>
      <legend>{legend}</legend>
      <Chips>
        {options.map((option) => (
          <Chip key={option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{option}</span>
          </Chip>
        ))}
      </Chips>
    </Group>
  );
}

const WAISTS = WAIST_SIZES.map(String);

/** Standard sizes: mens pick an upper size and a waist; womens one size (product §2 and 9). */
export function SizePicker({
  section,
  choice,
  onChange,
}: {
  section: Section;
  choice: SizeChoice;
  onChange: (patch: Partial<SizeChoice>) => void;
}) {
  if (section === 'mens')
    return (
      <>
        <Options
          legend="Upper size"
          name="upper"
          options={CLOTHING_SIZES}
          value={choice.upper}
          onChange={(upper) => onChange({ upper })}
        />
        <Options
          legend="Lower size (waist, inches)"
          name="lower"
          options={WAISTS}
          value={choice.lower}
          onChange={(lower) => onChange({ lower })}
        />
      </>
    );
  if (section === 'womens')
    return (
      <Options
        legend="Size"
        name="size"
        options={CLOTHING_SIZES}
        value={choice.size}
        onChange={(size) => onChange({ size })}
      />
    );
  return null;
}
