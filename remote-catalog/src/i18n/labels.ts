import type { AlertChannel, Colour, Fabric, Occasion, Section } from '@store/shared/catalog';
import { ONE_SIZE } from '@store/shared/catalog';
import type { ListingSort } from '@store/shared/api';
import type { CatalogKey, CatalogT } from './index';

/**
 * The names the shared catalogue constants give (sections, categories, colours, channels...)
 * in the page's language: values and URLs stay the constants' own, only what is shown changes.
 */
/** 'View all mens wear', 'Show all accessories': the section's heading as part of a sentence. */
export const SECTION_VIEW_ALL: Record<Section, CatalogKey> = {
  mens: 'catalog.home.viewAll.mens',
  womens: 'catalog.home.viewAll.womens',
  accessories: 'catalog.home.viewAll.accessories',
};
export const SECTION_SHOW_ALL: Record<Section, CatalogKey> = {
  mens: 'catalog.listing.showAll.mens',
  womens: 'catalog.listing.showAll.womens',
  accessories: 'catalog.listing.showAll.accessories',
};
export const SECTION_BEST_SELLERS: Record<Section, CatalogKey> = {
  mens: 'catalog.listing.bestSellers.mens',
  womens: 'catalog.listing.bestSellers.womens',
  accessories: 'catalog.listing.bestSellers.accessories',
};

export const COLOUR_LABELS: Record<Colour, CatalogKey> = {
  Black: 'catalog.colour.Black',
  White: 'catalog.colour.White',
  Cream: 'catalog.colour.Cream',
  Beige: 'catalog.colour.Beige',
  Gold: 'catalog.colour.Gold',
  Yellow: 'catalog.colour.Yellow',
  Orange: 'catalog.colour.Orange',
  Red: 'catalog.colour.Red',
  Maroon: 'catalog.colour.Maroon',
  Pink: 'catalog.colour.Pink',
  Purple: 'catalog.colour.Purple',
  Blue: 'catalog.colour.Blue',
  Navy: 'catalog.colour.Navy',
  Green: 'catalog.colour.Green',
  Grey: 'catalog.colour.Grey',
  Multicolour: 'catalog.colour.Multicolour',
};
export const FABRIC_LABELS: Record<Fabric, CatalogKey> = {
  Cotton: 'catalog.fabric.Cotton',
  Linen: 'catalog.fabric.Linen',
  Silk: 'catalog.fabric.Silk',
  Georgette: 'catalog.fabric.Georgette',
  Chiffon: 'catalog.fabric.Chiffon',
  Crepe: 'catalog.fabric.Crepe',
  Velvet: 'catalog.fabric.Velvet',
  Brocade: 'catalog.fabric.Brocade',
  Net: 'catalog.fabric.Net',
  Wool: 'catalog.fabric.Wool',
  Polyester: 'catalog.fabric.Polyester',
  Leather: 'catalog.fabric.Leather',
  Metal: 'catalog.fabric.Metal',
};
export const OCCASION_LABELS: Record<Occasion, CatalogKey> = {
  Wedding: 'catalog.occasion.Wedding',
  Festive: 'catalog.occasion.Festive',
  Party: 'catalog.occasion.Party',
  Reception: 'catalog.occasion.Reception',
  Office: 'catalog.occasion.Office',
  Casual: 'catalog.occasion.Casual',
};
/** A colour, fabric or occasion filter's value as shown (the URL keeps the English value). */
export function attributeLabel(t: CatalogT, value: string): string {
  const key = COLOUR_LABELS[value as Colour] ?? FABRIC_LABELS[value as Fabric] ?? OCCASION_LABELS[value as Occasion];
  return key ? t(key) : value;
}

export const SORT_LABELS: Record<ListingSort, CatalogKey> = {
  popular: 'catalog.sort.popular',
  rating: 'catalog.sort.rating',
  newest: 'catalog.sort.newest',
  'price-asc': 'catalog.sort.priceAsc',
  'price-desc': 'catalog.sort.priceDesc',
};

/** How an alert reaches her, named here rather than by ALERT_CHANNEL_INFO's English label. */
export const CHANNEL_LABELS: Record<AlertChannel, CatalogKey> = {
  text: 'catalog.alert.channel.text',
  email: 'catalog.alert.channel.email',
  whatsapp: 'catalog.alert.channel.whatsapp',
};
/** 'by text message', 'by e-mail': the channel inside a sentence. */
export const BY_CHANNEL: Record<AlertChannel, CatalogKey> = {
  text: 'catalog.alert.by.text',
  email: 'catalog.alert.by.email',
  whatsapp: 'catalog.alert.by.whatsapp',
};

/** 'upper:L' -> 'Upper L', 'lower:34' -> 'Lower 34', 'one-size' -> 'One size', 'M' -> 'M' (stockKeyLabel's words). */
export function stockKeyText(t: CatalogT, key: string): string {
  if (key === ONE_SIZE) return t('catalog.size.oneSize');
  const [part, size] = key.split(':');
  if (size === undefined) return key;
  return part === 'upper' ? t('catalog.size.upperKey', { size }) : t('catalog.size.lowerKey', { size });
}
