import type { Section } from '@store/shared/catalog';

/** 'No products found matching {search} in {category}' (accessories: 'No accessories found ...'). */
export function emptyText(section: Section, search: string, categoryLabel: string | null): string {
  let text = section === 'accessories' ? 'No accessories found' : 'No products found';
  if (search) text += ` matching ${search}`;
  if (categoryLabel) text += ` in ${categoryLabel}`;
  return text;
}

export function loadingText(section: Section): string {
  return section === 'accessories' ? 'Loading accessories...' : 'Loading products...';
}
