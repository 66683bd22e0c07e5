import type { Product } from '@store/shared/api';
import { ONE_SIZE, stockKeysFor, type Size } from '@store/shared/catalog';
import { englishT, type CatalogT } from './i18n';

/** What a shopper reads of one size: 'In stock', 'Only 2 left', 'Sold out'. */
export interface SizeStock {
  key: string;
  /** The size as the chip shows it ('M', 'L', '34'). */
  size: string;
  state: 'in_stock' | 'low' | 'out';
  words: string;
}

/** A product's sizes in groups (a men's set: its upper sizes, then its waists), each with its stock. */
export function sizeStock(product: Pick<Product, 'category' | 'availability' | 'left'>, t: CatalogT = englishT) {
  const sizes = stockKeysFor(product.category).map((key): SizeStock & { part: string } => {
    const state = product.availability[key] ?? 'out';
    const [part, value] = key.includes(':') ? (key.split(':') as [string, string]) : ['', key];
    const left = product.left[key];
    const words =
      state === 'out'
        ? t('catalog.card.soldOut')
        : state === 'low'
          ? left
            ? t('catalog.stock.left', { count: left })
            : t('catalog.stock.few')
          : t('catalog.stock.in');
    return { key, size: key === ONE_SIZE ? t('catalog.size.oneSize') : value, state, words, part };
  });
  const groups = [
    {
      label: product.category === 'mens' ? t('catalog.wishlist.upper') : '',
      part: product.category === 'mens' ? 'upper' : '',
    },
    ...(product.category === 'mens' ? [{ label: t('catalog.wishlist.waist'), part: 'lower' }] : []),
  ];
  return groups.map((group) => ({ label: group.label, sizes: sizes.filter((size) => size.part === group.part) }));
}

/** The bag's size for what was picked: a men's set's upper and waist, a women's size, an accessory's none. */
export function bagSize(
  section: Product['category'],
  picked: { upper: string; lower: string; size: string },
): Size | undefined {
  if (section === 'accessories') return null;
  if (section === 'mens')
    return picked.upper && picked.lower ? { upper: picked.upper, lower: picked.lower } : undefined;
  return picked.size || undefined;
}
