import { COLOURS, FABRICS, OCCASIONS, type Section } from '@store/shared/catalog';
import { Link, useNavigate } from '@store/shared/router';
import { Button, ErrorText, theme } from '@store/shared/ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';
import { attributeLabel, stockKeyText } from '../../../i18n/labels';
import type { PageQuery } from '../api/listingApi';
import { activeFilterChips, NO_FILTERS, sizeFilterKeys, type FilterName } from '../filters';

interface Props {
  section: Section;
  query: PageQuery;
  /** The query string of this listing with `changes` applied. */
  searchWith: (changes: Partial<PageQuery>) => string;
  /** Called after a choice (the phone's panel closes). */
  onChosen?: () => void;
}

const Group = styled.details`
  border-top: 1px solid ${theme.color.line};
  padding: 4px 0;
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 44px;
    cursor: pointer;
    list-style: none;
    font: ${theme.weight.medium} 15px/1.3 ${theme.font.body};
    &::-webkit-details-marker {
      display: none;
    }
    &::after {
      content: '+';
      font-size: 18px;
    }
  }
  &[open] summary::after {
    content: '−';
  }
`;

const Options = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
`;

/** A filter value: a link to the listing with it on (or, when on, off). */
const Option = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 12px;
  border: 1px solid ${theme.color.line};
  border-radius: 18px;
  color: ${theme.color.ink};
  text-decoration: none;
  font: 400 14px/1 ${theme.font.body};
  &[aria-current='true'] {
    background: ${theme.color.ink};
    border-color: ${theme.color.ink};
    color: ${theme.color.paper};
  }
  &:hover {
    border-color: ${theme.color.ink};
  }
`;

const PriceForm = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  margin-bottom: 12px;
  label {
    display: grid;
    gap: 4px;
    font: 500 13px/1.3 ${theme.font.body};
  }
  input {
    min-width: 0;
    min-height: 40px;
    padding: 0 8px;
    border: 1px solid ${theme.color.control};
    border-radius: 4px;
    font: 15px/1 ${theme.font.body};
  }
  button,
  p {
    grid-column: 1 / -1;
  }
  p {
    margin: 0;
  }
`;

function FilterGroup({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  return (
    <Group open={open || undefined}>
      <summary>{title}</summary>
      {children}
    </Group>
  );
}

/** One filter's values as links; the one on is checked, and following it again turns it off. */
function FilterOptions({
  name,
  label,
  values,
  labelOf = (value) => value,
  query,
  searchWith,
  onChosen,
}: Omit<Props, 'section'> & {
  name: FilterName;
  label: string;
  values: readonly string[];
  labelOf?: (value: string) => string;
}) {
  return (
    <Options aria-label={label}>
      {values.map((value) => {
        const on = query[name] === value;
        return (
          <li key={value}>
            <Option
              to={{ search: searchWith({ [name]: on ? '' : value }) }}
              replace
              aria-current={on ? 'true' : undefined}
              onClick={onChosen}
            >
              {labelOf(value)}
            </Option>
          </li>
        );
      })}
    </Options>
  );
}

const PRICE_ENDS = [
  ['minPrice', 'catalog.filter.minPrice'],
  ['maxPrice', 'catalog.filter.maxPrice'],
] as const;

/**
 * The price range as a GET form to this listing: without the page's code the browser sends it
 * (the rest of the query rides along hidden); live, it is checked and the URL changes in place.
 */
function PriceRange({ query, searchWith, onChosen }: Omit<Props, 'section'>) {
  const t = useT();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const kept = [...new URLSearchParams(searchWith({ minPrice: '', maxPrice: '' }).slice(1))];
  return (
    <PriceForm
      key={`${query.minPrice}-${query.maxPrice}`}
      method="get"
      aria-label={t('catalog.filter.priceRange')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const [min, max] = PRICE_ENDS.map(([name]) => String(data.get(name) ?? '').trim());
        if ([min, max].some((value) => value && !/^\d{1,7}$/.test(value)))
          return setError(t('catalog.filter.wholeRupees'));
        if (min && max && Number(min) > Number(max)) return setError(t('catalog.filter.minAboveMax'));
        setError('');
        navigate({ search: searchWith({ minPrice: min, maxPrice: max }) }, { replace: true });
        onChosen?.();
      }}
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {PRICE_ENDS.map(([name, label]) => (
        <label key={name}>
          {t(label)}
          <input
            name={name}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={query[name]}
            aria-invalid={Boolean(error)}
          />
        </label>
      ))}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Button type="submit" $variant="secondary">
        {t('catalog.filter.applyPrice')}
      </Button>
    </PriceForm>
  );
}

/** The listing's filters beyond its category: price, size in stock, colour, fabric, occasion. */
export function FilterGroups(props: Props) {
  const { section, ...rest } = props;
  const { query } = props;
  const t = useT();
  const sizes = sizeFilterKeys(section);
  const named = (value: string) => attributeLabel(t, value);
  return (
    <div>
      <FilterGroup title={t('catalog.filter.price')} open={Boolean(query.minPrice || query.maxPrice)}>
        <PriceRange {...rest} />
      </FilterGroup>
      {sizes.length ? (
        <FilterGroup title={t('catalog.filter.size')} open={Boolean(query.size)}>
          <FilterOptions
            {...rest}
            name="size"
            label={t('catalog.filter.size')}
            values={sizes}
            labelOf={(key) => stockKeyText(t, key)}
          />
        </FilterGroup>
      ) : null}
      <FilterGroup title={t('catalog.filter.colour')} open={Boolean(query.colour)}>
        <FilterOptions {...rest} name="colour" label={t('catalog.filter.colour')} values={COLOURS} labelOf={named} />
      </FilterGroup>
      <FilterGroup title={t('catalog.filter.fabric')} open={Boolean(query.fabric)}>
        <FilterOptions {...rest} name="fabric" label={t('catalog.filter.fabric')} values={FABRICS} labelOf={named} />
      </FilterGroup>
      <FilterGroup title={t('catalog.filter.occasion')} open={Boolean(query.occasion)}>
        <FilterOptions
          {...rest}
          name="occasion"
          label={t('catalog.filter.occasion')}
          values={OCCASIONS}
          labelOf={named}
        />
      </FilterGroup>
    </div>
  );
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: -8px 0 20px;
  padding: 0;
  list-style: none;
`;

const Chip = styled(Option)`
  gap: 8px;
  background: ${theme.color.cream};
  border-color: ${theme.color.cream};
`;

const ClearAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 4px;
  color: ${theme.color.ink};
  font: 500 14px/1 ${theme.font.body};
`;

/** The filters that are on, each a chip that removes it, and Clear all (category, search and sort stay). */
export function ActiveFilters({ query, searchWith }: Omit<Props, 'section' | 'onChosen'>) {
  const t = useT();
  const chips = activeFilterChips(query, t);
  if (!chips.length) return null;
  return (
    <Chips aria-label={t('catalog.filter.active')}>
      {chips.map((chip) => (
        <li key={chip.label}>
          <Chip
            to={{ search: searchWith(chip.clears) }}
            replace
            aria-label={t('catalog.filter.remove', { filter: chip.label })}
          >
            {chip.label}
            <span aria-hidden="true">✕</span>
          </Chip>
        </li>
      ))}
      <li>
        <ClearAll to={{ search: searchWith(NO_FILTERS) }} replace>
          {t('catalog.filter.clearAll')}
        </ClearAll>
      </li>
    </Chips>
  );
}
