import { describeSize } from '@store/shared/format';
import { useLocale } from '@store/shared/i18n';
import { useCallback } from 'react';

/**
 * A cart line's size as the shopper reads it: 'Upper: L, Lower: 34', 'Chest: 40, Waist: 34'
 * (their Hindi labels on a Hindi page). Sizes and inches stay as written.
 */
export function useSizeText(): (size: unknown) => string {
  const locale = useLocale();
  return useCallback((size: unknown) => describeSize(size, locale), [locale]);
}
