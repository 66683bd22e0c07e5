import { COLOURS, FABRICS, OCCASIONS, type Colour, type Section } from '@store/shared/catalog';
import { Link, useNavigate } from '@store/shared/router';
import { Button, ErrorText, theme, useHydrated } from '@store/shared/ui';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Fold } from './Fold';
import styled from 'styled-components';
import { useT } from '../i18n';
import { attributeLabel, stockKeyText } from '../../../i18n/labels';
import { listingApi, type PageQuery } from '../api/listingApi';
import type { ListingFacets } from '@store/shared/api';
import { skipToken } from '@store/shared/store';
import { COLOUR_SWATCHES } from '../colourSwatches';
import {
  activeFilterChips,
  joinValues,
  MULTI_FILTERS,
  NO_FILTERS,
  sizeFilterKeys,
  valuesOf,
  type ListingFilters,
  type MultiFilter,
} from '../filters';

/** The filters' counts for a query (a hook): by default the section's facets. */
export type CountsHook = (section: Section | null, query: PageQuery) => ListingFacets | undefined;

/** A section's counts: GET /products/{section}/facets. */
const useSectionCounts: CountsHook = (section, query) =>
  listingApi.useListingFacetsQuery(section ? { section, query } : skipToken).currentData;

interface Props {
  /** The section (its sizes among the filters); null: the whole store's search, whose sizes are not one section's. */
  section: Section | null;
  query: PageQuery;
  /** The counts beside each choice; the section's facets when absent. */
  useCounts?: CountsHook;
  /** The query string of this listing with `changes` applied. */
  searchWith: (changes: Partial<PageQuery>) => string;
  /** Called when the choices applied are the ones already on (the phone's panel closes). */
  onChosen?: () => void;
}

/** How long the counts wait for the shopper to stop typing a price before they are asked for. */
const COUNT_AFTER_MS = 250;

const Group = styled(Fold)`
  padding: 4px 0;
`;

const Options = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
`;

/** A filter value: a checkbox in a pill, dark while it is chosen; one nothing would match is dimmed. */
const Choice = styled.label<{ $none: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 12px;
  border: 1px solid ${theme.color.line};
  border-radius: 18px;
  color: ${theme.color.ink};
  font: 400 14px/1 ${theme.font.body};
  cursor: pointer;
  opacity: ${({ $none }) => ($none ? 0.5 : 1)};
  /* The box itself is the pill: the input stays for the form, keyboards and screen readers. */
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    width: 100%;
    height: 100%;
    cursor: pointer;
  }
  &:has(input:checked) {
    background: ${theme.color.ink};
    border-color: ${theme.color.ink};
    color: ${theme.color.paper};
    opacity: 1;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.color.ink};
    outline-offset: 2px;
  }
  &:hover {
    border-color: ${theme.color.ink};
  }
`;

const Swatch = styled.span`
  width: 16px;
  height: 16px;
  flex: none;
  border-radius: 50%;
  box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.2);
`;

const Count = styled.span`
  font-size: 12px;
  opacity: 0.75;
`;

const Prices = styled.div`
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
  p {
    grid-column: 1 / -1;
    margin: 0;
  }
`;

/** The one button that applies every choice, kept in view at the bottom of the panel or sidebar. */
const Apply = styled.div`
  position: sticky;
  bottom: 0;
  padding: 12px 0;
  background: ${theme.color.paper};
  border-top: 1px solid ${theme.color.line};
  button {
    width: 100%;
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

/** One filter's values as checkboxes of the form, each with how many pieces it would find. */
function FilterChoices({
  name,
  label,
  values,
  chosen,
  counts,
  labelOf = (value) => value,
}: {
  name: MultiFilter;
  label: string;
  values: readonly string[];
  chosen: string[];
  counts: Record<string, number> | undefined;
  labelOf?: (value: string) => string;
}) {
  return (
    <Options aria-label={label}>
      {values.map((value) => {
        const count = counts ? (counts[value] ?? 0) : undefined;
        return (
          <li key={value}>
            <Choice $none={count === 0}>
              <input type="checkbox" name={name} value={value} defaultChecked={chosen.includes(value)} />
              {name === 'colour' ? (
                <Swatch aria-hidden="true" style={{ background: COLOUR_SWATCHES[value as Colour] }} />
              ) : null}
              {labelOf(value)}
              {count === undefined ? null : <Count>({count})</Count>}
            </Choice>
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

/** The choices a form holds now, as the listing's filters (prices as typed). */
function choicesOf(form: HTMLFormElement): ListingFilters {
  const data = new FormData(form);
  const filters: ListingFilters = {};
  for (const [name] of PRICE_ENDS) filters[name] = String(data.get(name) ?? '').trim();
  for (const name of MULTI_FILTERS)
    filters[name] = joinValues(
      name,
      data.getAll(name).map((value) => String(value)),
    );
  return filters;
}

const isRupees = (value: string | undefined) => !value || /^\d{1,7}$/.test(value);

/**
 * The listing's filters beyond its category (price, size in stock, colour, fabric, occasion) as
 * one GET form to this listing: without the page's code the browser sends it (the rest of the
 * query rides along hidden, the checkboxes as repeated values) and the server draws the result.
 * Live, choices stay pending until 'Show N results', N counted by the API for them; then the URL
 * changes in place. The form is drawn afresh whenever the URL changes (its key), so it starts
 * from the filters that are on.
 */
export function FilterGroups(props: Props) {
  const { section, query, searchWith, onChosen, useCounts = useSectionCounts } = props;
  const t = useT();
  const live = useHydrated();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  // The choices made and not yet applied (null: none, the URL's filters stand).
  const [pending, setPending] = useState<ListingFilters | null>(null);
  const [counted, setCounted] = useState<ListingFilters | null>(null);
  // Counts follow the choices a moment after the last change, so typing a price asks once.
  useEffect(() => {
    const timer = setTimeout(() => setCounted(pending), COUNT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  const prices = isRupees(counted?.minPrice) && isRupees(counted?.maxPrice) ? {} : { minPrice: '', maxPrice: '' };
  const facets = useCounts(section, { ...query, ...counted, ...prices, sort: 'popular' });
  const sizes = section ? sizeFilterKeys(section) : [];
  const named = (value: string) => attributeLabel(t, value);
  const kept = [...new URLSearchParams(searchWith(NO_FILTERS).slice(1))];
  const changed = counted !== pending;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choices = choicesOf(event.currentTarget);
    const [min, max] = [choices.minPrice, choices.maxPrice];
    if (!isRupees(min) || !isRupees(max)) return setError(t('catalog.filter.wholeRupees'));
    if (min && max && Number(min) > Number(max)) return setError(t('catalog.filter.minAboveMax'));
    setError('');
    const next = searchWith(choices);
    // A new address closes the phone's panel once it is drawn (ListingPage); the same one closes it now.
    if (next === searchWith({})) onChosen?.();
    else navigate({ search: next }, { replace: true });
  };

  const groups: { name: MultiFilter; title: string; values: readonly string[]; labelOf?: (v: string) => string }[] = [
    ...(sizes.length
      ? [
          {
            name: 'size' as const,
            title: t('catalog.filter.size'),
            values: sizes,
            labelOf: (key: string) => stockKeyText(t, key),
          },
        ]
      : []),
    { name: 'colour', title: t('catalog.filter.colour'), values: COLOURS, labelOf: named },
    { name: 'fabric', title: t('catalog.filter.fabric'), values: FABRICS, labelOf: named },
    { name: 'occasion', title: t('catalog.filter.occasion'), values: OCCASIONS, labelOf: named },
  ];

  return (
    <form
      method="get"
      aria-label={t('catalog.filter.choices')}
      noValidate
      onSubmit={apply}
      onChange={(event) => setPending(choicesOf(event.currentTarget))}
    >
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <FilterGroup title={t('catalog.filter.price')} open={Boolean(query.minPrice || query.maxPrice)}>
        <Prices role="group" aria-label={t('catalog.filter.priceRange')}>
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
        </Prices>
      </FilterGroup>
      {groups.map(({ name, title, values, labelOf }) => (
        <FilterGroup key={name} title={title} open={Boolean(query[name])}>
          <FilterChoices
            name={name}
            label={title}
            values={values}
            chosen={valuesOf(query[name])}
            counts={facets?.[name]}
            labelOf={labelOf}
          />
        </FilterGroup>
      ))}
      <Apply>
        <Button type="submit">
          {/* Before the code arrives the count would not follow the boxes: it is said only live. */}
          {live && facets && !changed
            ? t('catalog.filter.showCount', { count: facets.total })
            : t('catalog.filter.show')}
        </Button>
      </Apply>
    </form>
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

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 36px;
  padding: 0 12px;
  border: 1px solid ${theme.color.cream};
  border-radius: 18px;
  background: ${theme.color.cream};
  color: ${theme.color.ink};
  text-decoration: none;
  font: 400 14px/1 ${theme.font.body};
  &:hover {
    border-color: ${theme.color.ink};
  }
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
export function ActiveFilters({ query, searchWith }: Pick<Props, 'query' | 'searchWith'>) {
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
