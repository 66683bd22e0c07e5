import { useLocale, useSharedT } from '@store/shared/i18n';
import { useCallback, useId } from 'react';
import styled from 'styled-components';
import { MAX_MEASUREMENT, measurementGroups, measurementLabelIn } from '../catalog';
import { theme } from '../ui/theme';
import { ErrorText } from '../ui/Field';

const Group = styled.fieldset`
  border: 1px solid ${theme.color.line};
  border-radius: 6px;
  margin: 0 0 16px;
  padding: 12px 16px 4px;
  legend {
    padding: 0 6px;
    font: 600 14px/1.3 ${theme.font.body};
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 0 16px;
`;

const Item = styled.div`
  display: grid;
  /* A message under one field must not push its row's other fields down. */
  align-content: start;
  gap: 4px;
  margin-bottom: 12px;
  label {
    font: 500 13px/1.3 ${theme.font.body};
  }
`;

const FieldError = styled(ErrorText)`
  margin: 0;
`;

const InputRow = styled.span`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${theme.color.muted};
  input {
    width: 100%;
    min-height: 40px;
    padding: 0 8px;
    border: 1px solid ${theme.color.line};
    border-radius: 4px;
    font: 15px/1 ${theme.font.body};
    color: ${theme.color.ink};
    &[aria-invalid='true'] {
      border-color: ${theme.color.danger};
    }
  }
`;

type Key = Parameters<ReturnType<typeof useSharedT>>[0];

/** The body measurements' names in the page's language. */

/** The groups' legends, as measurementGroups writes them. */
const GROUP_LABELS: Record<string, Key> = {
  'Upper body': 'shared.measurement.upperBody',
  'Lower body': 'shared.measurement.lowerBody',
};

/**
 * A measurement's name in the page's language ('chest' -> 'Chest', 'छाती'), for the form and
 * for any screen that names a measurement; a field the store does not know keeps measurementLabel's.
 */
export function useMeasurementLabel(): (field: string) => string {
  const locale = useLocale();
  return useCallback((field: string) => measurementLabelIn(field, locale), [locale]);
}

/**
 * The measurement field sets of a section or fit, in inches: numeric, min 0, step 0.1 (product §2, 3).
 * The product page's custom size and the dashboard's measurement profiles both use it. `errors`
 * holds a message per bad field, each shown beside its field (all at once).
 */
export function MeasurementForm({
  section,
  values,
  onChange,
  errors = {},
}: {
  section: string;
  values: Record<string, string>;
  onChange: (field: string, value: string) => void;
  errors?: Record<string, string | undefined>;
}) {
  const t = useSharedT();
  const label = useMeasurementLabel();
  const groupName = (legend: string) => {
    const key = GROUP_LABELS[legend];
    return key ? t(key) : legend;
  };
  const idPrefix = useId();
  return (
    <>
      {measurementGroups(section).map((group) => (
        <Group key={group.legend}>
          <legend>{t('shared.measurement.group', { group: groupName(group.legend) })}</legend>
          <Fields>
            {group.fields.map((field) => (
              <Item key={field}>
                <label htmlFor={`${idPrefix}-${field}`}>{label(field)}</label>
                <InputRow>
                  <input
                    id={`${idPrefix}-${field}`}
                    type="number"
                    name={field}
                    inputMode="decimal"
                    min={0}
                    max={MAX_MEASUREMENT}
                    step={0.1}
                    value={values[field] ?? ''}
                    aria-invalid={Boolean(errors[field])}
                    aria-describedby={errors[field] ? `${idPrefix}-${field}-error` : undefined}
                    onChange={(event) => onChange(field, event.target.value)}
                  />
                  <span aria-hidden="true">{t('shared.measurement.unit')}</span>
                </InputRow>
                {errors[field] ? <FieldError id={`${idPrefix}-${field}-error`}>{errors[field]}</FieldError> : null}
              </Item>
            ))}
          </Fields>
        </Group>
      ))}
    </>
  );
}
