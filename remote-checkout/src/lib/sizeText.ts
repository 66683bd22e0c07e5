import { measurementFields, measurementLabel, type MeasurementField } from '@store/shared/catalog';
import { describeSize, MAX_SIZE_PAIRS, shortened } from '@store/shared/format';
import { useLocale } from '@store/shared/i18n';
import { useCallback } from 'react';
import { useT, type CheckoutKey, type CheckoutT } from '../i18n';

/** Each part of a size object by its label's key: a men's set's two parts and every measurement. */
const LABELS: Record<'upper' | 'lower' | MeasurementField, CheckoutKey> = {
  upper: 'checkout.size.upper',
  lower: 'checkout.size.lower',
  upperLength: 'checkout.size.upperLength',
  chest: 'checkout.size.chest',
  tummy: 'checkout.size.tummy',
  hips: 'checkout.size.hips',
  shoulder: 'checkout.size.shoulder',
  neck: 'checkout.size.neck',
  sleeveLength: 'checkout.size.sleeveLength',
  biceps: 'checkout.size.biceps',
  forearms: 'checkout.size.forearms',
  lowerLength: 'checkout.size.lowerLength',
  waist: 'checkout.size.waist',
  lowerHips: 'checkout.size.lowerHips',
  thighs: 'checkout.size.thighs',
  knee: 'checkout.size.knee',
  calf: 'checkout.size.calf',
  bottomRound: 'checkout.size.bottomRound',
  flyU: 'checkout.size.flyU',
  armhole: 'checkout.size.armhole',
  sleeveBottom: 'checkout.size.sleeveBottom',
  backNeck: 'checkout.size.backNeck',
  frontNeck: 'checkout.size.frontNeck',
  bust: 'checkout.size.bust',
  lowerWaist: 'checkout.size.lowerWaist',
  bottom: 'checkout.size.bottom',
};

const isLabelled = (key: string): key is keyof typeof LABELS => Object.hasOwn(LABELS, key);

/**
 * describeSize in another language: the same pairs in the same order (the set's parts, then the
 * fit's form order), their labels translated; the values (sizes, inches) as they are.
 */
function translatedSize(size: unknown, t: CheckoutT): string {
  if (typeof size !== 'object' || size === null) return describeSize(size);
  const entries = Object.entries(size as Record<string, unknown>).filter(([key]) => key !== 'custom');
  const fit = [measurementFields('mens'), measurementFields('womens')].find((fields) =>
    entries.every(([key]) => fields.includes(key)),
  );
  const order = ['upper', 'lower', ...(fit ?? measurementFields('mens'))];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const pairs = entries
    .sort(([a], [b]) => rank(a) - rank(b))
    .slice(0, MAX_SIZE_PAIRS)
    .map(([key, value]) => {
      const label = isLabelled(key) ? t(LABELS[key]) : shortened(measurementLabel(key));
      return `${label}: ${shortened(String(value))}`;
    });
  const rest = entries.length - pairs.length;
  return rest > 0 ? t('checkout.size.more', { pairs: pairs.join(', '), count: rest }) : pairs.join(', ');
}

/**
 * A cart line's size as the shopper reads it: 'Upper: L, Lower: 34', 'Chest: 40, Waist: 34'
 * (describeSize's words on an English page; their Hindi on a Hindi one). Sizes stay as written.
 */
export function useSizeText(): (size: unknown) => string {
  const locale = useLocale();
  const t = useT();
  return useCallback((size: unknown) => (locale === 'en' ? describeSize(size) : translatedSize(size, t)), [locale, t]);
}
