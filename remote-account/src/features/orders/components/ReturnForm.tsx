import { serverMessage, type OrderJson, type RefundPayoutInput, type ReturnJson } from '@store/shared/api';
import {
  CLOTHING_SIZES,
  inMeasuringOrder,
  isMadeToMeasure,
  RETURN_REASONS,
  WAIST_SIZES,
  type ReturnKind,
  type ReturnReason,
} from '@store/shared/catalog';
import { Button, ErrorText, Field, SelectField, TextAreaField, theme } from '@store/shared/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { skipToken } from '@store/shared/store';
import { useMeasurementLabel } from '@store/shared/measurement-form';
import { useT, type AccountKey } from '../../../i18n';
import { useAskForReturnMutation, useSizesInStockQuery } from '../api/ordersApi';
import { RETURN_KIND_KEYS, RETURN_REASON_KEYS } from '../labels';
import { photoProblem, readPhoto } from '../photos';

type Item = OrderJson['items'][number];

const Form = styled.form`
  display: grid;
  gap: 0;
  margin-top: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  background: ${theme.color.cream};
  fieldset {
    margin: 0 0 ${theme.space.md};
    padding: 0;
    border: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm} ${theme.space.lg};
  }
  legend {
    margin-bottom: 6px;
    font-weight: ${theme.weight.medium};
    font-size: ${theme.size.sm};
  }
`;

/** A radio and its words on one line, as tall as a thumb; the text fields keep their label above. */
const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
`;

const Pair = styled.div`
  display: grid;
  gap: 0 ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

/** A piece's standard size as stock keys and their picker: a men's set by its two parts, a women's size, nothing for an accessory. */
function sizeParts(size: unknown): { key: string; label: AccountKey; unchosen: AccountKey; options: string[] }[] {
  if (size && typeof size === 'object' && 'upper' in size)
    return [
      {
        key: 'upper',
        label: 'account.returnForm.newUpper',
        unchosen: 'account.returnForm.chooseUpper',
        options: [...CLOTHING_SIZES],
      },
      {
        key: 'lower',
        label: 'account.returnForm.newWaist',
        unchosen: 'account.returnForm.chooseWaist',
        options: WAIST_SIZES.map(String),
      },
    ];
  if (typeof size === 'string')
    return [
      {
        key: '',
        label: 'account.returnForm.newSize',
        unchosen: 'account.returnForm.chooseNewSize',
        options: [...CLOTHING_SIZES],
      },
    ];
  return [];
}

const stockKey = (part: string, value: string) => (part ? `${part}:${value}` : value);

/** The measurements a made-to-measure piece was cut to (numbers only), in the order a tailor takes them, for an alteration to change. */
const measurementsOf = (size: unknown) => {
  const values = (size ?? {}) as Record<string, unknown>;
  const fields = Object.keys(values).filter((field) => typeof values[field] === 'number');
  return inMeasuringOrder(fields).map((field): [string, number] => [field, values[field] as number]);
};

/**
 * Asks about one delivered piece (issue 32): a standard size is exchanged for a size in stock or
 * refunded; a made-to-measure piece is altered (the measurements to change). A reason is
 * required, a photo optional; a refund of cash asks where to pay it.
 */
export function ReturnForm({
  order,
  item,
  onDone,
  onCancel,
}: {
  order: OrderJson;
  item: Item;
  onDone: (asked: ReturnJson) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const measurementLabel = useMeasurementLabel();
  const custom = isMadeToMeasure(item.size);
  const parts = sizeParts(item.size);
  const [kind, setKind] = useState<ReturnKind>(custom ? 'alteration' : parts.length ? 'exchange' : 'refund');
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [sizes, setSizes] = useState<Record<string, string>>({});
  const [alterations, setAlterations] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const refundsToAccount = Boolean(order.afterSale?.refundsToAccount);
  // An account's order may take its refund as store credit: the default for cash, whose other way needs her UPI ID.
  const canCredit = !order.guest;
  const [payout, setPayout] = useState({
    method: canCredit ? (refundsToAccount ? 'credit' : 'original') : 'upi',
    upiId: '',
    accountName: '',
    accountNumber: '',
    ifsc: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The form opens below the piece: its first choice takes focus, so a phone scrolls to it.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus(), []);
  const needsAccount = kind === 'refund' && refundsToAccount;
  const choosesWay = kind === 'refund' && canCredit;
  /** One of the refund's ways, a radio of the one 'payout' group. */
  const way = (method: string, label: string) => (
    <Choice>
      <input
        type="radio"
        name="payout"
        checked={payout.method === method}
        onChange={() => setPayout({ ...payout, method })}
      />
      {label}
    </Choice>
  );
  const { currentData: stock } = useSizesInStockQuery(kind === 'exchange' ? item.productId : skipToken);
  const [askForReturn] = useAskForReturnMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const unchosen = kind === 'exchange' ? parts.find((part) => !sizes[part.key]) : undefined;
    if (unchosen) return setProblem(t(unchosen.unchosen));
    if (!reason) return setProblem(t('account.returnForm.chooseReason'));
    const refused = photo && photoProblem(t, photo);
    if (refused) return setProblem(refused);
    setBusy(true);
    setProblem(null);
    try {
      const exchangeSize =
        kind !== 'exchange'
          ? undefined
          : parts[0]?.key
            ? { upper: sizes.upper ?? '', lower: sizes.lower ?? '' }
            : sizes[''];
      const changes = Object.fromEntries(
        Object.entries(alterations)
          .filter(([, value]) => value.trim() !== '')
          .map(([field, value]) => [field, Number(value)]),
      );
      const account: RefundPayoutInput | null =
        payout.method === 'original'
          ? null
          : payout.method === 'credit'
            ? { method: 'credit' }
            : payout.method === 'upi'
              ? { method: 'upi', upiId: payout.upiId }
              : {
                  method: 'bank',
                  accountName: payout.accountName,
                  accountNumber: payout.accountNumber,
                  ifsc: payout.ifsc,
                };
      onDone(
        await askForReturn({
          orderId: order._id,
          request: {
            lineId: item._id,
            kind,
            reason,
            ...(note.trim() ? { note } : {}),
            ...(exchangeSize ? { exchangeSize } : {}),
            ...(kind === 'alteration' ? { alterations: changes } : {}),
            ...(photo ? { photo: await readPhoto(photo) } : {}),
            ...((choosesWay || needsAccount) && account ? { payout: account } : {}),
          },
        }).unwrap(),
      );
    } catch (error) {
      setProblem(serverMessage(error) ?? t('account.returnForm.sendFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      ref={formRef}
      aria-label={t('account.returnForm.label', { name: item.name })}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {custom ? (
        <p>{t('account.returnForm.madeToMeasure')}</p>
      ) : (
        <fieldset>
          <legend>{t('account.returnForm.what')}</legend>
          {parts.length ? (
            <Choice>
              <input type="radio" name="kind" checked={kind === 'exchange'} onChange={() => setKind('exchange')} />
              {t(RETURN_KIND_KEYS.exchange)}
            </Choice>
          ) : null}
          <Choice>
            <input type="radio" name="kind" checked={kind === 'refund'} onChange={() => setKind('refund')} />
            {t(RETURN_KIND_KEYS.refund)}
          </Choice>
        </fieldset>
      )}
      {kind === 'exchange' ? (
        <Pair>
          {parts.map((part) => (
            <SelectField
              key={part.key}
              label={t(part.label)}
              value={sizes[part.key] ?? ''}
              required
              onChange={(event) => setSizes({ ...sizes, [part.key]: event.target.value })}
            >
              <option value="">
                {stock ? t('account.returnForm.chooseSize') : t('account.returnForm.checkingStock')}
              </option>
              {part.options.map((option) => {
                const out =
                  stock?.[stockKey(part.key, option)] !== 'in_stock' && stock?.[stockKey(part.key, option)] !== 'low';
                return (
                  <option key={option} value={option} disabled={!stock || out}>
                    {option}
                    {stock && out ? ` ${t('account.returnForm.outOfStock')}` : ''}
                  </option>
                );
              })}
            </SelectField>
          ))}
        </Pair>
      ) : null}
      {kind === 'alteration' ? (
        <fieldset>
          <legend>{t('account.returnForm.newMeasurements')}</legend>
          <Pair style={{ width: '100%' }}>
            {measurementsOf(item.size).map(([field, value]) => (
              <Field
                key={field}
                label={t('account.returnForm.measurementNow', { field: measurementLabel(field), value })}
                inputMode="decimal"
                value={alterations[field] ?? ''}
                onChange={(event) => setAlterations({ ...alterations, [field]: event.target.value })}
              />
            ))}
          </Pair>
        </fieldset>
      ) : null}
      <SelectField
        label={t('account.returnForm.reason')}
        value={reason}
        required
        onChange={(event) => {
          setReason(event.target.value as ReturnReason);
          setProblem(null);
        }}
      >
        <option value="">{t('account.returnForm.chooseReason')}</option>
        {RETURN_REASONS.map((value) => (
          <option key={value} value={value}>
            {t(RETURN_REASON_KEYS[value])}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('account.returnForm.note')}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      <Field
        label={t('account.returnForm.photo')}
        type="file"
        accept="image/*"
        onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
      />
      {choosesWay ? (
        <fieldset>
          <legend>{t('account.returnForm.refundTo')}</legend>
          {way('credit', t('account.returnForm.toCredit'))}
          {needsAccount ? null : way('original', t('account.returnForm.toOriginal'))}
        </fieldset>
      ) : null}
      {needsAccount ? (
        <fieldset>
          <legend>{t('account.returnForm.cashRefund')}</legend>
          {way('upi', 'UPI')}
          {way('bank', t('account.returnForm.bank'))}
          {payout.method === 'credit' ? null : payout.method === 'upi' ? (
            <Pair style={{ width: '100%' }}>
              <Field
                label={t('account.returnForm.upiId')}
                value={payout.upiId}
                onChange={(event) => setPayout({ ...payout, upiId: event.target.value })}
              />
            </Pair>
          ) : (
            <Pair style={{ width: '100%' }}>
              <Field
                label={t('account.returnForm.accountHolder')}
                value={payout.accountName}
                onChange={(event) => setPayout({ ...payout, accountName: event.target.value })}
              />
              <Field
                label={t('account.returnForm.accountNumber')}
                inputMode="numeric"
                value={payout.accountNumber}
                onChange={(event) => setPayout({ ...payout, accountNumber: event.target.value })}
              />
              <Field
                label="IFSC"
                value={payout.ifsc}
                onChange={(event) => setPayout({ ...payout, ifsc: event.target.value })}
              />
            </Pair>
          )}
        </fieldset>
      ) : null}
      {problem ? <ErrorText role="alert">{problem}</ErrorText> : null}
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? t('account.returnForm.sending') : t('account.returnForm.send')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {t('account.cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
