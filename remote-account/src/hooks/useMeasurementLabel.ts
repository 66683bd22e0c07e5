import { measurementLabel, type MeasurementField } from '@store/shared/catalog';
import { useCallback } from 'react';
import { useT, type AccountKey } from '../i18n';

/** Each body measurement's name as the account's messages say it (validation, alterations). */
const MEASUREMENT_KEYS: Record<MeasurementField, AccountKey> = {
  upperLength: 'account.measure.upperLength',
  chest: 'account.measure.chest',
  tummy: 'account.measure.tummy',
  hips: 'account.measure.hips',
  shoulder: 'account.measure.shoulder',
  neck: 'account.measure.neck',
  sleeveLength: 'account.measure.sleeveLength',
  biceps: 'account.measure.biceps',
  forearms: 'account.measure.forearms',
  lowerLength: 'account.measure.lowerLength',
  waist: 'account.measure.waist',
  lowerHips: 'account.measure.lowerHips',
  thighs: 'account.measure.thighs',
  knee: 'account.measure.knee',
  calf: 'account.measure.calf',
  bottomRound: 'account.measure.bottomRound',
  flyU: 'account.measure.flyU',
  armhole: 'account.measure.armhole',
  sleeveBottom: 'account.measure.sleeveBottom',
  backNeck: 'account.measure.backNeck',
  frontNeck: 'account.measure.frontNeck',
  bust: 'account.measure.bust',
  lowerWaist: 'account.measure.lowerWaist',
  bottom: 'account.measure.bottom',
};

/**
 * 'sleeveLength' -> 'Sleeve Length' ('आस्तीन की लंबाई' on a Hindi page). A field no form knows
 * (an old order's) reads as its own words, as describeSize prints it.
 */
export function useMeasurementLabel(): (field: string) => string {
  const t = useT();
  return useCallback(
    (field: string) => {
      const key = (MEASUREMENT_KEYS as Partial<Record<string, AccountKey>>)[field];
      return key ? t(key) : measurementLabel(field);
    },
    [t],
  );
}
