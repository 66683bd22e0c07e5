import { indiaDay, indiaTimeOn } from '@store/shared/format';
import { couponEditSchema, couponSchema } from '@store/shared/schemas';
import { Button, SelectField } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import type { Coupon } from '../api/couponsApi';
import { CheckedField } from '../../../components/CheckedField';

export type CouponFields = Omit<Coupon, 'active' | 'uses'> & { active?: boolean };

/** An empty box is no cap; anything else is sent as typed, for the schema to judge. */
const cap = (text: string) => (text.trim() === '' ? null : Number(text));

/** A whole-number box: the coupon's value, minimum order and caps. */
function NumberField(props: {
  label: string;
  min: number;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <CheckedField
      label={props.label}
      type="number"
      min={props.min}
      value={props.value}
      error={props.error}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

/** The first problem of each field, from every check that refused. */
function problemsByField(...results: ReturnType<typeof couponEditSchema.safeParse>[]) {
  const problems: Record<string, string> = {};
  for (const result of results)
    for (const issue of result.error?.issues ?? []) problems[String(issue.path[0] ?? 'form')] ??= issue.message;
  return problems;
}

/** The date box's YYYY-MM-DD for a moment, as the day it is in India. */
const indianDay = (iso: string | null | undefined) => (iso ? indiaDay(iso) : '');

/**
 * Code (fixed once made), percent or flat rupees, minimum order, an optional validity window
 * (dates in India) and optional caps on uses in all and per customer.
 */
export function CouponForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: Coupon | null;
  onSave: (coupon: CouponFields) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState(initial?.code ?? '');
  const [kind, setKind] = useState<Coupon['kind']>(initial?.kind ?? 'percent');
  const [value, setValue] = useState(initial ? String(initial.value) : '');
  const [minOrder, setMinOrder] = useState(initial ? String(initial.minOrder) : '0');
  const [starts, setStarts] = useState(indianDay(initial?.startsAt));
  const [expires, setExpires] = useState(indianDay(initial?.expiresAt));
  const [maxUses, setMaxUses] = useState(initial?.maxUses ? String(initial.maxUses) : '');
  const [perCustomer, setPerCustomer] = useState(initial?.maxUsesPerCustomer ? String(initial.maxUsesPerCustomer) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A start date means the start of that day in India, an expiry date its end.
    const startsAt = starts ? indiaTimeOn(starts) : null;
    const expiresAt = expires ? indiaTimeOn(expires, '23:59:59') : null;
    const rules = { kind, value: value.trim() === '' ? undefined : Number(value), startsAt, expiresAt };
    const parsed = couponSchema.safeParse({
      ...rules,
      code,
      minOrder: Number(minOrder || 0),
      maxUses: cap(maxUses),
      maxUsesPerCustomer: cap(perCustomer),
      active: initial?.active ?? true,
    });
    // The rules across fields (a percent is 1 to 100, the end after the start) run only on an
    // otherwise valid coupon: checked on their own too, every problem is said at the first save.
    const problems = problemsByField(parsed, couponEditSchema.safeParse(rules));
    setErrors(problems);
    if (parsed.success && Object.keys(problems).length === 0)
      onSave({
        ...parsed.data,
        startsAt: parsed.data.startsAt ?? null,
        expiresAt: parsed.data.expiresAt ?? null,
        maxUses: parsed.data.maxUses ?? null,
        maxUsesPerCustomer: parsed.data.maxUsesPerCustomer ?? null,
      });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Coupon">
      <CheckedField
        label="Code"
        value={code}
        disabled={Boolean(initial)}
        error={errors.code}
        onChange={(e) => setCode(e.target.value)}
      />
      <SelectField label="Kind" value={kind} onChange={(e) => setKind(e.target.value as Coupon['kind'])}>
        <option value="percent">Percent off</option>
        <option value="flat">Rupees off</option>
      </SelectField>
      <NumberField
        label={kind === 'percent' ? 'Percent' : 'Rupees off'}
        min={1}
        value={value}
        error={errors.value}
        onChange={setValue}
      />
      <NumberField
        label="Minimum order (Rs.)"
        min={0}
        value={minOrder}
        error={errors.minOrder}
        onChange={setMinOrder}
      />
      <CheckedField
        label="Starts on (optional)"
        type="date"
        value={starts}
        error={errors.startsAt}
        onChange={(e) => setStarts(e.target.value)}
      />
      <CheckedField
        label="Expires on (optional)"
        type="date"
        value={expires}
        error={errors.expiresAt}
        onChange={(e) => setExpires(e.target.value)}
      />
      <NumberField
        label="Uses in all (empty: no cap)"
        min={1}
        value={maxUses}
        error={errors.maxUses}
        onChange={setMaxUses}
      />
      <NumberField
        label="Uses per customer (empty: no cap)"
        min={1}
        value={perCustomer}
        error={errors.maxUsesPerCustomer}
        onChange={setPerCustomer}
      />
      <Button type="submit">Save coupon</Button>{' '}
      <Button type="button" $variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
