import { FITS, measurementFields } from '@store/shared/catalog';
import { MeasurementForm } from '@store/shared/measurement-form';
import { Button, ErrorText, Field } from '@store/shared/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { MeasurementProfile, MeasurementProfileFields } from '@store/shared/api';
import { useMeasurementLabel } from '@store/shared/measurement-form';
import { useT } from '../../../i18n';
import { draftOf, validateDraft, type ProfileDraft, type ProfileErrors } from '../profileInput';
import { FIT_KEYS } from '../fitKeys';

const Fits = styled.fieldset`
  display: flex;
  gap: 20px;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 6px;
    font-weight: 600;
  }
  label {
    display: flex;
    gap: 6px;
    align-items: center;
    min-height: 44px;
  }
`;

/** A named measurement set: a name, the fit, then that fit's fields (any of them, at least one). */
export function ProfileForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: MeasurementProfile | null;
  onSave: (profile: MeasurementProfileFields) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const label = useMeasurementLabel();
  const [draft, setDraft] = useState<ProfileDraft>(draftOf(initial));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const nameErrorId = useId();
  /** Typing in a field takes its message away (and the set's); another fit starts afresh. */
  const change = (patch: Partial<ProfileDraft>, field = 'name') => {
    setErrors((current) =>
      patch.fit
        ? {}
        : Object.fromEntries(Object.entries(current).filter(([key]) => key !== field && key !== 'measurements')),
    );
    setDraft((current) => ({ ...current, ...patch }));
  };

  // Every bad field says so beside itself at once; focus goes to the first of them.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateDraft(draft, t, label);
    if ('profile' in result) return onSave(result.profile);
    setErrors(result.errors);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  const formError = errors.fit ?? errors.measurements;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('account.profiles.form')}>
      <Field
        label={t('account.profiles.name')}
        placeholder={t('account.profiles.namePlaceholder')}
        maxLength={40}
        value={draft.name}
        aria-invalid={Boolean(errors.name)}
        aria-describedby={errors.name ? nameErrorId : undefined}
        onChange={(event) => change({ name: event.target.value })}
      />
      {errors.name ? <ErrorText id={nameErrorId}>{errors.name}</ErrorText> : null}
      <Fits>
        <legend>{t('account.profiles.fit')}</legend>
        {FITS.map((fit) => (
          <label key={fit}>
            <input
              type="radio"
              name="fit"
              checked={draft.fit === fit}
              onChange={() => {
                // Keep only what the new fit measures too.
                const kept = new Set(measurementFields(fit));
                change({
                  fit,
                  measurements: Object.fromEntries(Object.entries(draft.measurements).filter(([f]) => kept.has(f))),
                });
              }}
            />
            {t(FIT_KEYS[fit])}
          </label>
        ))}
      </Fits>
      <MeasurementForm
        section={draft.fit}
        values={draft.measurements}
        errors={errors}
        onChange={(field, value) => change({ measurements: { ...draft.measurements, [field]: value } }, field)}
      />
      {formError ? <ErrorText role="alert">{formError}</ErrorText> : null}
      <Button type="submit">{t('account.profiles.save')}</Button>{' '}
      <Button type="button" $variant="secondary" onClick={onCancel}>
        {t('account.cancel')}
      </Button>
    </form>
  );
}
