import type { MeasurementProfile, MeasurementProfileFields } from '@store/shared/api';
import { measurementFields, type Fit } from '@store/shared/catalog';
import { measurementProfileSchema } from '@store/shared/schemas';
import type { AccountT } from '../../i18n';

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

/** A zod issue as far as it is read here (a too_big one carries its maximum). */
type Issue = { code: string; path: PropertyKey[]; maximum?: unknown };

/**
 * An issue of the API's rules in the page's language: the schema's own English messages, but
 * written from the issue's place and kind so a Hindi page says them in Hindi.
 */
function issueMessage(t: AccountT, label: (field: string) => string, issue: Issue, fit: Fit): string {
  const [where, field] = issue.path;
  if (where === 'name')
    return issue.code === 'too_big'
      ? t('account.profiles.nameTooLong', { max: Number(issue.maximum) })
      : t('account.profiles.nameRequired');
  if (where === 'fit') return t('account.profiles.fitInvalid');
  if (typeof field === 'string') {
    const values = { field: label(field) };
    if (issue.code === 'too_small') return t('account.profiles.tooSmall', values);
    if (issue.code === 'too_big') return t('account.profiles.tooLarge', { ...values, max: Number(issue.maximum) });
    if (issue.code === 'custom') return t('account.profiles.notOfFit', { ...values, fit });
    return t('account.profiles.notNumber', values);
  }
  return issue.code === 'custom'
    ? t('account.profiles.atLeastOne', { field: label(measurementFields(fit)[0] ?? '') })
    : t('account.profiles.measurementsRequired');
}

/**
 * The API's own rules on what was typed: empty fields are left out (a profile may be partial).
 * Every bad part is reported at once, a measurement's message naming it ('Chest must be more
 * than 0 inches').
 */
export function validateDraft(
  draft: ProfileDraft,
  t: AccountT,
  label: (field: string) => string,
): { profile: MeasurementProfileFields } | { errors: ProfileErrors } {
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
    const part = where === 'measurements' && typeof field === 'string' ? field : String(where ?? 'measurements');
    errors[part] ??= issueMessage(t, label, issue, draft.fit);
  }
  return { errors };
}

export type { Fit };
