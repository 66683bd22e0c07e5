import { couponSchema } from '@store/shared/schemas';
import { Button, ErrorText, Field, SelectField } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import type { Coupon } from '../../../api/coupons';

export type CouponFields = Omit<Coupon, 'active'> & { active?: boolean };

/** Code (fixed once made), percent or flat rupees, minimum order and an optional expiry date. */
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
  const [expires, setExpires] = useState(initial?.expiresAt?.slice(0, 10) ?? '');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An expiry date means the end of that day in India.
    const expiresAt = expires ? `${expires}T23:59:59+05:30` : null;
    const parsed = couponSchema.safeParse({
      code,
      kind,
      value: value.trim() === '' ? undefined : Number(value),
      minOrder: Number(minOrder || 0),
      expiresAt,
      active: initial?.active ?? true,
    });
    if (!parsed.success) setError(parsed.error.issues[0]?.message ?? 'Check the coupon');
    else onSave({ ...parsed.data, expiresAt: parsed.data.expiresAt ?? null });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Coupon">
      <Field label="Code" value={code} disabled={Boolean(initial)} onChange={(e) => setCode(e.target.value)} />
      <SelectField label="Kind" value={kind} onChange={(e) => setKind(e.target.value as Coupon['kind'])}>
        <option value="percent">Percent off</option>
        <option value="flat">Rupees off</option>
      </SelectField>
      <Field
        label={kind === 'percent' ? 'Percent' : 'Rupees off'}
        type="number"
        min={1}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <Field
        label="Minimum order (Rs.)"
        type="number"
        min={0}
        value={minOrder}
        onChange={(e) => setMinOrder(e.target.value)}
      />
      <Field label="Expires on (optional)" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Button type="submit">Save coupon</Button>{' '}
      <Button type="button" $variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
