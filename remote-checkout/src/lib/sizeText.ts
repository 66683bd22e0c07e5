import { describeSize } from '@store/shared/format';
import { useLocale } from '@store/shared/i18n';
import { useCallback } from 'react';
import { useT } from '../i18n';

/** A piece without sizes (an accessory): its size is `null` (older bags and orders: absent or ''). */
const hasNoSize = (size: unknown) => size === null || size === undefined || size === '';

/**
 * A cart line's size as the shopper reads it: 'Upper: L, Lower: 34', 'Chest: 40, Waist: 34'
 * (their Hindi labels on a Hindi page). Sizes and inches stay as written.
 */
export function useSizeText(): (size: unknown) => string {
  const locale = useLocale();
  return useCallback((size: unknown) => describeSize(size, locale), [locale]);
}

/** A line's size line: 'Size: M', or 'One size' for a piece that has no sizes (never 'Size: -'). */
export function useSizeLine(): (size: unknown) => string {
  const t = useT();
  const sizeText = useSizeText();
  return useCallback(
    (size: unknown) =>
      hasNoSize(size) ? t('checkout.cart.oneSize') : t('checkout.cart.size', { size: sizeText(size) }),
    [t, sizeText],
  );
}
