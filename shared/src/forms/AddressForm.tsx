import type { Address, AddressInput } from '../api/checkout';
import { fieldRefusalOf } from '../api/refusals';
// The singleton by its name: a relative import would bundle a second API slice into each remote.
import { skipToken, usePincodeQuery } from '@store/shared/store';
import { useLocale, useRefusalText, useSharedT, type CodedRefusal } from '@store/shared/i18n';
import { Button } from '../ui/Button';
import { INDIAN_STATES } from '../catalog/indianStates';
import { stateNameIn } from '../catalog/hindiNames';
import { ErrorText, Field, SelectField } from '../ui/Field';
import { theme } from '../ui/theme';
import { digitsOnly, nationalPhoneDigits } from '../format/phone';
import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';

const Grid = styled.div`
  display: grid;
  gap: 0 16px;
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

interface FieldSpec {
  name: keyof AddressInput;
  label: Parameters<ReturnType<typeof useSharedT>>[0];
  /** What the browser's autofill puts here (the WHATWG autocomplete tokens). */
  autoComplete: string;
  type?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  prefix?: string;
  /** What the field keeps of what is typed or pasted (the phone and pincode keep digits). */
  keep?: (value: string) => string;
}

/** In the order a shopper fills them: the pincode comes before the city and state it fills. */
const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'shared.address.name', autoComplete: 'name' },
  {
    name: 'phone',
    label: 'shared.address.phone',
    autoComplete: 'tel-national',
    type: 'tel',
    inputMode: 'numeric',
    prefix: '+91',
    keep: nationalPhoneDigits,
  },
  { name: 'email', label: 'shared.address.email', autoComplete: 'email', type: 'email', inputMode: 'email' },
  {
    name: 'zip',
    label: 'shared.address.zip',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    keep: (value) => digitsOnly(value, 6),
  },
  { name: 'street', label: 'shared.address.street', autoComplete: 'address-line1' },
  { name: 'landmark', label: 'shared.address.landmark', autoComplete: 'address-line2' },
  { name: 'city', label: 'shared.address.city', autoComplete: 'address-level2' },
  { name: 'state', label: 'shared.address.state', autoComplete: 'address-level1' },
];

/** India's states and union territories, and a saved address's own state when it is not one of them. */
const stateOptions = (current: string) =>
  current && !INDIAN_STATES.includes(current) ? [current, ...INDIAN_STATES] : INDIAN_STATES;

const Summary = styled.div`
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.md};
  border-left: 3px solid ${theme.color.danger};
  background: ${theme.color.dangerSoft};
  &:focus-visible {
    outline: 2px solid ${theme.color.danger};
  }
  ul {
    margin: ${theme.space.sm} 0 0;
    padding-left: 20px;
  }
  a {
    color: ${theme.color.danger};
  }
`;

export type AddressErrors = Partial<Record<keyof AddressInput, string>>;
/** A refused field's code and the rules' English, said in the page's language when drawn. */
type FieldRefusals = Partial<Record<keyof AddressInput, { refusal: CodedRefusal | null; english: string }>>;

/**
 * The API's own rules (zod, 26 KB gzip) load with the shopper's first keystroke or save, not
 * with the page: checkout shows this form at once to a guest.
 */
const loadRules = () => import('../api/checkout').then((module) => module.addressSchema);

/**
 * Validates a form's values with the API's own rules; errors by field, as the codes the API would
 * answer (`field.required`...), for messages in the page's language beside each.
 */
async function validateAddress(values: AddressInput): Promise<{ address: Address } | { errors: FieldRefusals }> {
  const result = (await loadRules()).safeParse(values);
  if (result.success) return { address: result.data };
  const errors: FieldRefusals = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof AddressInput;
    errors[field] ??= { refusal: fieldRefusalOf(field, issue, values[field]), english: issue.message };
  }
  return { errors };
}

function toInput(address: Address | null): AddressInput {
  return {
    name: address?.name ?? '',
    phone: address?.phone.replace(/^\+91/, '') ?? '',
    email: address?.email ?? '',
    street: address?.street ?? '',
    landmark: address?.landmark ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
  };
}

/** The address form (checkout, address book): the API's rules, a message beside each bad field (product §5). */
export function AddressForm({
  initial,
  onSave,
  onCancel,
  onInvalid,
  formRef,
}: {
  initial: Address | null;
  onSave: (address: Address) => void;
  onCancel?: () => void;
  /** A save refused for bad fields (their messages are shown). */
  onInvalid?: () => void;
  /** The form element, for a page that submits it from its own button (checkout's pay button). */
  formRef?: Ref<HTMLFormElement>;
}) {
  const t = useSharedT();
  const locale = useLocale();
  const { say, sayError } = useRefusalText();
  const [values, setValues] = useState<AddressInput>(toInput(initial));
  const [errors, setErrors] = useState<AddressErrors>({});
  const said = (refused: FieldRefusals): AddressErrors =>
    Object.fromEntries(
      Object.entries(refused).map(([name, { refusal, english }]) => [name, say(refusal, english) ?? english]),
    );
  const [summary, setSummary] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Each refused save (a count, so a second one focuses again) hands focus to the summary once it
  // is drawn, so a screen reader hears it and a phone scrolls to it. After the commit, not in a
  // frame callback: on a slow phone React may not have drawn the summary by the next frame.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) summaryRef.current?.focus();
  }, [refusals]);
  const zip = String(values.zip ?? '').trim();
  // A full pincode fills the city (when empty) and the state, and an unknown one is said at once.
  const place = usePincodeQuery(/^\d{6}$/.test(zip) ? zip : skipToken);
  const found = place.currentData;
  useEffect(() => {
    if (!found) return;
    setValues((current) =>
      current.zip === found.pincode
        ? { ...current, city: String(current.city ?? '').trim() ? current.city : found.city, state: found.state }
        : current,
    );
  }, [found]);
  const unknownPincode = place.isError ? sayError(place.error) : null;
  useEffect(() => {
    if (unknownPincode) setErrors((current) => ({ ...current, zip: unknownPincode }));
  }, [unknownPincode]);
  /** The errors to show: the rules' own, and an unknown pincode the directory reported. */
  const check = async (): Promise<{ address: Address } | { errors: AddressErrors }> => {
    const result = await validateAddress(values);
    const pincode = unknownPincode;
    if ('errors' in result) {
      const errors = said(result.errors);
      return { errors: pincode ? { ...errors, zip: pincode } : errors };
    }
    return pincode ? { errors: { zip: pincode } } : result;
  };
  // Leaving a field says what is wrong with it (and only it): no message before the shopper has been there.
  const blurred = async (name: keyof AddressInput) => {
    if (!String(values[name] ?? '').trim() && !errors[name]) return;
    const result = await check();
    const message = 'errors' in result ? result.errors[name] : undefined;
    // Only adds: typing clears a field's message, and the pincode directory's own answer may land first.
    if (message) setErrors((current) => ({ ...current, [name]: message }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await check();
    if ('address' in result) {
      onSave(result.address);
      return;
    }
    setErrors(result.errors);
    setSummary(true);
    setRefusals((count) => count + 1);
    onInvalid?.();
  };
  const listed = FIELDS.filter(({ name }) => errors[name]);
  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      onInput={() => void loadRules()}
      noValidate
      aria-label={t('shared.address.form')}
    >
      {summary && listed.length ? (
        <Summary ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby="address-summary-title">
          <strong id="address-summary-title">{t('shared.address.correctFields', { count: listed.length })}</strong>
          <ul>
            {listed.map(({ name, label }) => (
              <li key={name}>
                <a
                  href={`#address-${name}`}
                  onClick={(event) => {
                    // To the field itself, without changing the page's address.
                    event.preventDefault();
                    document.getElementById(`address-${name}`)?.focus();
                  }}
                >
                  {t(label)}: {errors[name]}
                </a>
              </li>
            ))}
          </ul>
        </Summary>
      ) : null}
      <Grid>
        {FIELDS.map(({ name, label, type, inputMode, autoComplete, prefix, keep }) => {
          const common = {
            id: `address-${name}`,
            label: t(label),
            name,
            autoComplete,
            value: String(values[name] ?? ''),
            'aria-invalid': Boolean(errors[name]),
            'aria-describedby': errors[name] ? `address-${name}-error` : undefined,
            // Leaving for one of the form's buttons is not leaving the field: a message appearing
            // then would move the button from under the pointer and lose the click.
            onBlur: (event: FocusEvent<HTMLElement>) => {
              if (!(event.relatedTarget instanceof HTMLButtonElement)) void blurred(name);
            },
          };
          // Functional updates: the pincode lookup may have set a message since this render.
          const change = (typed: string) => {
            const value = keep ? keep(typed) : typed;
            setValues((current) => ({ ...current, [name]: value }));
            setErrors((current) => ({ ...current, [name]: undefined }));
          };
          return (
            <div key={name}>
              {name === 'state' ? (
                <SelectField {...common} onChange={(event) => change(event.target.value)}>
                  <option value="">{t('shared.address.selectState')}</option>
                  {/* The state's name in the page's language; the value kept and sent is the English. */}
                  {stateOptions(common.value).map((state) => (
                    <option key={state} value={state}>
                      {stateNameIn(state, locale)}
                    </option>
                  ))}
                </SelectField>
              ) : (
                <Field
                  {...common}
                  type={type ?? 'text'}
                  inputMode={inputMode}
                  prefix={prefix}
                  onChange={(event) => change(event.target.value)}
                />
              )}
              {errors[name] ? <ErrorText id={`address-${name}-error`}>{errors[name]}</ErrorText> : null}
            </div>
          );
        })}
      </Grid>
      <Button type="submit">{t('shared.address.save')}</Button>{' '}
      {onCancel ? (
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('shared.action.cancel')}
        </Button>
      ) : null}
    </form>
  );
}
