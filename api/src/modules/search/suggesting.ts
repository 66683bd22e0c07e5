import { CATEGORY_LABELS_HI, CATEGORIES, SECTIONS, type Section } from '@store/shared/catalog';
import type { ProductRow } from '../../db/schema';
import type { Suggestion, SuggestedPiece } from './engine';
import type { UnderstoodQuery } from './vocabulary';
import { queryWords, stem } from './words';

/** What a suggestion list holds at most, and how many of them may be categories. */
export const SUGGESTIONS = 8;
export const CATEGORY_SUGGESTIONS = 3;
/** The pieces shown when a search found nothing. */
export const POPULAR = 8;

/** Each section's categories with the stems of their value, label and Hindi label. */
const CATEGORY_WORDS = SECTIONS.flatMap((section) =>
  CATEGORIES[section]
    .filter(({ value }) => value !== 'all')
    .map(({ value, label }) => ({
      section,
      type: value,
      label,
      stems: new Set(queryWords(`${value} ${label} ${CATEGORY_LABELS_HI[value] ?? ''}`, 20).map(stem)),
    })),
);

/** The categories every word of the query names (by their value, label or Hindi label). */
export function namedCategories(query: UnderstoodQuery): { section: Section; type: string; label: string }[] {
  const wanted = query.words.map((word) => new Set([word.typed, ...word.exact, ...word.near].map(stem)));
  return CATEGORY_WORDS.filter(({ stems }) => wanted.every((each) => [...each].some((one) => stems.has(one)))).map(
    ({ section, type, label }) => ({ section, type, label }),
  );
}

/** The categories the query names that have pieces, the fullest first, at most CATEGORY_SUGGESTIONS. */
export function categorySuggestions(
  query: UnderstoodQuery,
  countOf: (section: Section, type: string) => number,
): Suggestion[] {
  return namedCategories(query)
    .map((each) => ({ kind: 'category' as const, ...each, count: countOf(each.section, each.type) }))
    .filter((each) => each.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, CATEGORY_SUGGESTIONS);
}

/** What a suggestion shows of a product row. */
export function suggestedPiece(row: ProductRow): SuggestedPiece {
  return {
    id: row.id,
    name: row.name,
    nameHi: row.nameHi,
    section: row.category as Section,
    pricePaise: row.pricePaise,
    image: row.images[0] ?? null,
  };
}
