import { measurementLabelIn } from '@store/shared/catalog';
import { useLocale } from '@store/shared/i18n';
import { useCallback } from 'react';

/**
 * 'sleeveLength' -> 'Sleeve Length' ('आस्तीन की लंबाई' on a Hindi page). A field no form knows
 * (an old order's) reads as its own words, as describeSize prints it.
 */
export function useMeasurementLabel(): (field: string) => string {
  const locale = useLocale();
  return useCallback((field: string) => measurementLabelIn(field, locale), [locale]);
}
