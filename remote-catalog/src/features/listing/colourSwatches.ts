/* eslint-disable no-restricted-syntax -- the catalogue's colours as a shopper sees them: data
   naming what a piece is, not the store's own design colours (theme.color). */
import type { Colour } from '@store/shared/catalog';

/** Each listed colour as the swatch beside its name: a shopper scans swatches faster than words. */
export const COLOUR_SWATCHES: Record<Colour, string> = {
  Black: '#1c1c1c',
  White: '#ffffff',
  Cream: '#efe6d2',
  Beige: '#d9c3a0',
  Gold: '#c9a227',
  Yellow: '#f2c12e',
  Orange: '#d9731f',
  Red: '#c0262d',
  Maroon: '#7a1f2b',
  Pink: '#d65a8a',
  Purple: '#5b3a7a',
  Blue: '#2f6fbf',
  Navy: '#1f2a44',
  Green: '#2f6b50',
  Grey: '#8c8c8c',
  Multicolour: 'conic-gradient(#c0262d, #f2c12e, #2f6b50, #2f6fbf, #5b3a7a, #c0262d)',
};
