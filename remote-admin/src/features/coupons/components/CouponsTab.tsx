import { serverMessage } from '@store/shared/api';
import { formatRupees } from '@store/shared/format';
import { Button, notify, PageTitle, StatusText, theme } from '@store/shared/ui';
import { isCancel } from 'axios';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  createCoupon,
  deleteCoupon,
  fetchCoupons,
  toggleCoupon,
  updateCoupon,
  type Coupon,
} from '../../../api/coupons';
import { CouponForm, type CouponFields } from './CouponForm';

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    align-items: center;
    justify-content: space-between;
    padding: 12px 16px;
    border: 1px solid ${theme.color.line};
    border-radius: 8px;
  }
  div {
    display: flex;
    gap: 8px;
  }
`;

function describe(coupon: Coupon): string {
  const off = coupon.kind === 'percent' ? `${coupon.value}% off` : `${formatRupees(coupon.value)} off`;
  const min = coupon.minOrder > 0 ? `, orders of ${formatRupees(coupon.minOrder)} or more` : '';
  const until = coupon.expiresAt ? `, until ${new Date(coupon.expiresAt).toLocaleDateString('en-IN')}` : '';
  return `${off}${min}${until}`;
}

/** Coupon codes for checkout's APPLY (beyond the spec): create, edit, switch off, delete. */
export function CouponsTab() {
  const [coupons, setCoupons] = useState<Coupon[] | null>(null);
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchCoupons(controller.signal)
      .then(setCoupons)
      .catch((error: unknown) => {
        if (!isCancel(error)) setCoupons([]);
      });
    return () => controller.abort();
  }, []);

  const put = (saved: Coupon) =>
    setCoupons((list) =>
      [...(list ?? []).filter((c) => c.code !== saved.code), saved].sort((a, b) => a.code.localeCompare(b.code)),
    );

  const save = async ({ code, ...fields }: CouponFields) => {
    try {
      put(editing === 'new' ? await createCoupon({ code, ...fields }) : await updateCoupon(code, fields));
      setEditing(null);
      notify.success('Coupon saved');
    } catch (error) {
      notify.error(serverMessage(error) ?? 'Could not save the coupon.');
    }
  };

  const run = (action: () => Promise<void>, failure: string) => () =>
    void action().catch((error: unknown) => notify.error(serverMessage(error) ?? failure));

  return (
    <section>
      <PageTitle>Coupons</PageTitle>
      {coupons === null ? (
        <StatusText role="status">Loading...</StatusText>
      ) : editing ? (
        <CouponForm
          initial={editing === 'new' ? null : editing}
          onSave={(coupon) => void save(coupon)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          {coupons.length === 0 ? <StatusText>No coupons yet.</StatusText> : null}
          <List>
            {coupons.map((coupon) => (
              <li key={coupon.code}>
                <span>
                  <strong>{coupon.code}</strong> · {describe(coupon)} · {coupon.active ? 'Active' : 'Off'}
                </span>
                <div>
                  <Button type="button" $variant="secondary" onClick={() => setEditing(coupon)}>
                    Edit
                  </Button>
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={run(async () => put(await toggleCoupon(coupon.code)), 'Could not change the coupon.')}
                  >
                    {coupon.active ? 'Switch off' : 'Switch on'}
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={run(async () => {
                      if (!window.confirm(`Delete the coupon ${coupon.code}?`)) return;
                      await deleteCoupon(coupon.code);
                      setCoupons((list) => (list ?? []).filter((c) => c.code !== coupon.code));
                    }, 'Could not delete the coupon.')}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </List>
          <Button type="button" onClick={() => setEditing('new')}>
            Add coupon
          </Button>
        </>
      )}
    </section>
  );
}
