import type { MeasurementProfile, MeasurementProfileFields } from '@store/shared/api';
import { measurementLabel, type Fit } from '@store/shared/catalog';
import { measurementProfileSchema } from '@store/shared/schemas';

/** The profile form as typed: measurements are strings until saved. */
export interface ProfileDraft {
  name: string;
  fit: Fit;
  measurements: Record<string, string>;
}

export function draftOf(profile: MeasurementProfile | null): ProfileDraft {
  if (!profile) return { name: '', fit: 'mens', measurements: {} };
  return {
    name: profile.name,
    fit: profile.fit,
    measurements: Object.fromEntries(Object.entries(profile.measurements).map(([field, v]) => [field, String(v)])),
  };
}

/**
 * The API's own rules on what was typed: empty fields are left out (a profile may be partial),
 * and a message names the measurement it is about ('Chest must be more than 0 inches').
 */
export function validateDraft(draft: ProfileDraft): { profile: MeasurementProfileFields } | { error: string } {
  const measurements = Object.fromEntries(
    Object.entries(draft.measurements)
      .filter(([, value]) => value.trim() !== '')
      .map(([field, value]) => [field, Number(value)]),
  );
  const result = measurementProfileSchema.safeParse({ ...draft, measurements });
  if (result.success) return { profile: result.data };
  const [issue] = result.error.issues;
  const [where, field] = issue?.path ?? [];
  if (where === 'measurements' && typeof field === 'string')
    return { error: `${measurementLabel(field)} ${issue?.message}` };
  return { error: issue?.message ?? 'Check the profile' };
}

export function summary(profile: MeasurementProfile): string {
  const count = Object.keys(profile.measurements).length;
  return `${count} measurement${count === 1 ? '' : 's'}`;
}

export type { Fit };
