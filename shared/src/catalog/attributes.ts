/**
 * What a shopper filters a listing by besides its category, and what the admin sets on a
 * product: fixed lists, so filters are links the server can draw and an index can serve.
 */
export const COLOURS = [
  'Black',
  'White',
  'Cream',
  'Beige',
  'Gold',
  'Yellow',
  'Orange',
  'Red',
  'Maroon',
  'Pink',
  'Purple',
  'Blue',
  'Navy',
  'Green',
  'Grey',
  'Multicolour',
] as const;

export const FABRICS = [
  'Cotton',
  'Linen',
  'Silk',
  'Georgette',
  'Chiffon',
  'Crepe',
  'Velvet',
  'Brocade',
  'Net',
  'Wool',
  'Polyester',
  'Leather',
  'Metal',
] as const;

export const OCCASIONS = ['Wedding', 'Festive', 'Party', 'Reception', 'Office', 'Casual'] as const;

export type Colour = (typeof COLOURS)[number];
export type Fabric = (typeof FABRICS)[number];
export type Occasion = (typeof OCCASIONS)[number];
