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

/** A message per bad part of the profile: 'name', 'fit', a measurement field, or 'measurements' for the set. */
export type ProfileErrors = Record<string, string>;

/**
 * The API's own rules on what was typed: empty fields are left out (a profile may be partial).
 * Every bad part is reported at once, a measurement's message naming it ('Chest must be more
 * than 0 inches').
 */
export function validateDraft(draft: ProfileDraft): { profile: MeasurementProfileFields } | { errors: ProfileErrors } {
  const measurements = Object.fromEntries(
    Object.entries(draft.measurements)
      .filter(([, value]) => value.trim() !== '')
      .map(([field, value]) => [field, Number(value)]),
  );
  const result = measurementProfileSchema.safeParse({ ...draft, measurements });
  if (result.success) return { profile: result.data };
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const [where, field] = issue.path;
    if (where === 'measurements' && typeof field === 'string')
      errors[field] ??= `${measurementLabel(field)} ${issue.message}`;
    else errors[String(where ?? 'measurements')] ??= issue.message;
  }
  return { errors };
}

export function summary(profile: MeasurementProfile): string {
  const count = Object.keys(profile.measurements).length;
  return `${count} measurement${count === 1 ? '' : 's'}`;
}

export type { Fit };
