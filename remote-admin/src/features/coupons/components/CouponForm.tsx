import { couponSchema } from '@store/shared/schemas';
import { Button, ErrorText, Field, SelectField } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import type { Coupon } from '../../../api/coupons';

export type CouponFields = Omit<Coupon, 'active' | 'uses'> & { active?: boolean };

/** An empty box is no cap; anything else is sent as typed, for the schema to judge. */
const cap = (text: string) => (text.trim() === '' ? null : Number(text));

/** A whole-number box: the coupon's value, minimum order and caps. */
function NumberField(props: { label: string; min: number; value: string; onChange: (value: string) => void }) {
  return (
    <Field
      label={props.label}
      type="number"
      min={props.min}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

/** The date box's YYYY-MM-DD for a moment, as the day it is in India. */
const indianDay = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }) : '';

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
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A start date means the start of that day in India, an expiry date its end.
    const startsAt = starts ? `${starts}T00:00:00+05:30` : null;
    const expiresAt = expires ? `${expires}T23:59:59+05:30` : null;
    const parsed = couponSchema.safeParse({
      code,
      kind,
      value: value.trim() === '' ? undefined : Number(value),
      minOrder: Number(minOrder || 0),
      startsAt,
      expiresAt,
      maxUses: cap(maxUses),
      maxUsesPerCustomer: cap(perCustomer),
      active: initial?.active ?? true,
    });
    if (!parsed.success) setError(parsed.error.issues[0]?.message ?? 'Check the coupon');
    else
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
      <Field label="Code" value={code} disabled={Boolean(initial)} onChange={(e) => setCode(e.target.value)} />
      <SelectField label="Kind" value={kind} onChange={(e) => setKind(e.target.value as Coupon['kind'])}>
        <option value="percent">Percent off</option>
        <option value="flat">Rupees off</option>
      </SelectField>
      <NumberField label={kind === 'percent' ? 'Percent' : 'Rupees off'} min={1} value={value} onChange={setValue} />
      <NumberField label="Minimum order (Rs.)" min={0} value={minOrder} onChange={setMinOrder} />
      <Field label="Starts on (optional)" type="date" value={starts} onChange={(e) => setStarts(e.target.value)} />
      <Field label="Expires on (optional)" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
      <NumberField label="Uses in all (empty: no cap)" min={1} value={maxUses} onChange={setMaxUses} />
      <NumberField label="Uses per customer (empty: no cap)" min={1} value={perCustomer} onChange={setPerCustomer} />
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Button type="submit">Save coupon</Button>{' '}
      <Button type="button" $variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
