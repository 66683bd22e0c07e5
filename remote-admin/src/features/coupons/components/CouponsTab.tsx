import { serverMessage } from '@store/shared/api';
import { formatIndiaDateNumeric, formatRupees } from '@store/shared/format';
import { useAppDispatch } from '@store/shared/store';
import { Button, notify, PageTitle, RecordList, StatusText, useConfirm } from '@store/shared/ui';
import { useState } from 'react';
import { couponsApi, type Coupon } from '../api/couponsApi';
import { CouponForm, type CouponFields } from './CouponForm';

function describe(coupon: Coupon): string {
  const off = coupon.kind === 'percent' ? `${coupon.value}% off` : `${formatRupees(coupon.value)} off`;
  const min = coupon.minOrder > 0 ? `, orders of ${formatRupees(coupon.minOrder)} or more` : '';
  const from = coupon.startsAt ? `, from ${formatIndiaDateNumeric(coupon.startsAt)}` : '';
  const until = coupon.expiresAt ? `, until ${formatIndiaDateNumeric(coupon.expiresAt)}` : '';
  const used = coupon.maxUses ? `, used ${coupon.uses ?? 0} of ${coupon.maxUses}` : '';
  const each = coupon.maxUsesPerCustomer ? `, ${coupon.maxUsesPerCustomer} per customer` : '';
  return `${off}${min}${from}${until}${used}${each}`;
}

/** Coupon codes for checkout's APPLY (beyond the product description): create, edit, switch off, delete. */
export function CouponsTab() {
  const listed = couponsApi.useCouponsQuery();
  const coupons = listed.isError ? [] : (listed.data ?? null);
  const [createCoupon] = couponsApi.useCreateCouponMutation();
  const [updateCoupon] = couponsApi.useUpdateCouponMutation();
  const [toggleCoupon] = couponsApi.useToggleCouponMutation();
  const [deleteCoupon] = couponsApi.useDeleteCouponMutation();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const { confirm, dialog } = useConfirm();

  // The answer shows at once; the list's refetch (its tag was invalidated) then confirms it.
  const setCoupons = (change: (list: Coupon[]) => Coupon[]) => {
    dispatch(couponsApi.util.updateQueryData('coupons', undefined, change));
  };
  const put = (saved: Coupon) =>
    setCoupons((list) =>
      [...list.filter((c) => c.code !== saved.code), saved].sort((a, b) => a.code.localeCompare(b.code)),
    );

  const save = async ({ code, ...fields }: CouponFields) => {
    try {
      put(
        editing === 'new'
          ? await createCoupon({ code, ...fields }).unwrap()
          : await updateCoupon({ code, coupon: fields }).unwrap(),
      );
      setEditing(null);
      notify.success('Coupon saved');
    } catch (error) {
      notify.error(serverMessage(error) ?? 'Could not save the coupon.');
    }
  };

  const run =
    <A extends unknown[]>(action: (...args: A) => Promise<void>, failure: string) =>
    (...args: A) =>
      void action(...args).catch((error: unknown) => notify.error(serverMessage(error) ?? failure));

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
          <RecordList
            records={coupons}
            keyOf={(coupon) => coupon.code}
            describe={(coupon) => (
              <span>
                <strong>{coupon.code}</strong> · {describe(coupon)} · {coupon.active ? 'Active' : 'Off'}
              </span>
            )}
            onEdit={setEditing}
            onDelete={run(async (coupon) => {
              const answer = await confirm({
                title: 'Delete coupon',
                message: `Delete the coupon ${coupon.code}?`,
                confirmLabel: 'Delete',
              });
              if (!answer.confirmed) return;
              await deleteCoupon(coupon.code).unwrap();
              setCoupons((list) => list.filter((c) => c.code !== coupon.code));
            }, 'Could not delete the coupon.')}
            moreActions={(coupon) => (
              <Button
                type="button"
                $variant="secondary"
                onClick={run(async () => put(await toggleCoupon(coupon.code).unwrap()), 'Could not change the coupon.')}
              >
                {coupon.active ? 'Switch off' : 'Switch on'}
              </Button>
            )}
          />
          <Button type="button" onClick={() => setEditing('new')}>
            Add coupon
          </Button>
        </>
      )}
      {dialog}
    </section>
  );
}
