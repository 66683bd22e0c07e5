import type { Section } from '@store/shared/catalog';

/** Where each section's product list lives in the panel (product §2). */
export const LIST_PATHS = {
  mens: '/admin/allmens',
  womens: '/admin/allwomens',
  accessories: '/admin/allaccessories',
} as const satisfies Record<Section, string>;

/** The section's list with this product's edit form open (the list reads `?edit=`). */
export const editPath = (section: Section, productId: string) =>
  `${LIST_PATHS[section]}?edit=${encodeURIComponent(productId)}`;
