import { serverMessage, type Product, type StockAlert } from '@store/shared/api';
import { ALERT_CHANNEL_INFO, stockKeysFor, type AlertChannel } from '@store/shared/catalog';
import {
  loginRequested,
  selectCurrentUser,
  useAppDispatch,
  useAppSelector,
  useAlertChannels,
  useAskStockAlertMutation,
  useCancelStockAlertMutation,
  useStockAlertsQuery,
} from '@store/shared/store';
import { formatIndianPhone } from '@store/shared/format';
import { Button, ErrorText, notify, SelectField, TextButton, theme, useFormSubmit } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';
import { BY_CHANNEL, CHANNEL_LABELS, stockKeyText } from '../i18n/labels';

const Box = styled.section`
  margin: ${theme.space.md} 0;
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.line};
  background: ${theme.color.cream};
  h3 {
    margin: 0 0 ${theme.space.xs};
    font: ${theme.weight.semibold} ${theme.size.md} / 1.3 ${theme.font.body};
  }
  p:not([role='alert']) {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.size.sm};
    color: ${theme.color.muted};
  }
  form {
    display: grid;
    gap: ${theme.space.xs};
  }
  button {
    width: 100%;
  }
`;

const Channels = styled.fieldset`
  border: 0;
  margin: 0 0 ${theme.space.sm};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  legend {
    margin-bottom: 6px;
    font: ${theme.weight.medium} ${theme.size.sm} / 1.3 ${theme.font.body};
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    font-size: ${theme.size.sm};
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

const Waiting = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space.sm};
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.sm};
    min-height: 44px;
    font-size: ${theme.size.sm};
  }
  li button {
    width: auto;
    min-height: 44px;
  }
`;

/** A product's sizes with none left (what an alert can be asked for). */
export function soldOutSizes(product: Pick<Product, 'category' | 'availability'>): string[] {
  return stockKeysFor(product.category).filter((key) => (product.availability[key] ?? 'out') === 'out');
}

/** One waiting alert with its Cancel. */
export function WaitingAlert({ alert, named = false }: { alert: StockAlert; named?: boolean }) {
  const t = useT();
  const [cancel, { isLoading }] = useCancelStockAlertMutation();
  const size = stockKeyText(t, alert.size);
  const what = named ? t('catalog.alert.namedSize', { name: alert.productName, size }) : size;
  return (
    <li>
      <span>
        {named ? (
          <>
            <Link to={`/product/${alert.productId}`}>{alert.productName}</Link>, {size}
          </>
        ) : (
          what
        )}
        {t('catalog.alert.willTell', { by: t(BY_CHANNEL[alert.channel]) })}
      </span>
      <TextButton
        disabled={isLoading}
        aria-label={t('catalog.alert.cancelFor', { what })}
        onClick={() =>
          void cancel(alert._id)
            .unwrap()
            .then(() => notify.info(t('catalog.alert.cancelled')))
            .catch((error: unknown) => notify.error(serverMessage(error) ?? t('catalog.alert.cancelFailed')))
        }
      >
        {t('catalog.alert.cancel')}
      </TextButton>
    </li>
  );
}

/**
 * 'Tell me when it is back' for a product's sold-out sizes (product page and wishlist): a
 * signed-in shopper picks the size and how to be told (text, or e-mail when her account has one)
 * and sees the sizes she already waits for; a guest is asked to sign in first. Nothing when every
 * size is in stock.
 */
export function StockAlertBox({ product }: { product: Product }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const loaded = useAppSelector((state) => state.ui.browserStateLoaded);
  const out = soldOutSizes(product);
  const { data: alerts = [] } = useStockAlertsQuery(undefined, { skip: !user || out.length === 0 });
  const [ask] = useAskStockAlertMutation();
  const channels = useAlertChannels(user);
  const waiting = alerts.filter((alert) => alert.productId === product._id);
  const open = out.filter((key) => !waiting.some((alert) => alert.size === key));
  const headingId = useId();
  const [size, setSize] = useState('');
  const [channel, setChannel] = useState<AlertChannel>('text');
  const chosenSize = open.includes(size) ? size : (open[0] ?? '');
  const chosenChannel = channels.includes(channel) ? channel : (channels[0] ?? 'text');
  const { busy, error, run } = useFormSubmit((failure) => serverMessage(failure) ?? t('catalog.alert.saveFailed'));
  if (out.length === 0) return null;
  const oneSize = out.length === 1 && out[0] === 'one-size';
  const heading = oneSize ? t('catalog.alert.headingOneSize') : t('catalog.alert.heading');

  // Until this browser's sign-in is read (a page the server drew), the guest's copy: most
  // visitors are guests, and their page does not move when it goes live.
  if (!loaded || !user)
    return (
      <Box aria-labelledby={headingId}>
        <h3 id={headingId}>{heading}</h3>
        <p>{t('catalog.alert.signInHint')}</p>
        <Button type="button" $variant="secondary" onClick={() => dispatch(loginRequested())}>
          {t('catalog.alert.signIn')}
        </Button>
      </Box>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const alert = await ask({ productId: product._id, size: chosenSize, channel: chosenChannel }).unwrap();
      const by = t(BY_CHANNEL[alert.channel]);
      notify.success(
        oneSize
          ? t('catalog.alert.savedOneSize', { by })
          : t('catalog.alert.saved', { by, size: stockKeyText(t, alert.size) }),
      );
    });
  };
  return (
    <Box aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      {waiting.length ? (
        <Waiting aria-label={t('catalog.alert.waitingFor')}>
          {waiting.map((alert) => (
            <WaitingAlert key={alert._id} alert={alert} />
          ))}
        </Waiting>
      ) : (
        <p>{t('catalog.alert.oneMessage')}</p>
      )}
      {open.length ? (
        <form onSubmit={submit} aria-label={t('catalog.alert.form')}>
          {oneSize ? null : (
            <SelectField
              label={t('catalog.size.label')}
              value={chosenSize}
              onChange={(event) => setSize(event.target.value)}
            >
              {open.map((key) => (
                <option key={key} value={key}>
                  {stockKeyText(t, key)}
                </option>
              ))}
            </SelectField>
          )}
          {channels.length > 1 ? (
            <Channels>
              <legend>{t('catalog.alert.tellMeBy')}</legend>
              {channels.map((option) => (
                <label key={option}>
                  <input
                    type="radio"
                    name={`alert-channel-${product._id}`}
                    value={option}
                    checked={chosenChannel === option}
                    onChange={() => setChannel(option)}
                  />
                  {t(CHANNEL_LABELS[option])}
                </label>
              ))}
            </Channels>
          ) : (
            // One way to reach her: say where it will go instead of offering a choice of one.
            <p>
              {t('catalog.alert.channelTo', {
                channel: t(CHANNEL_LABELS[chosenChannel]),
                to:
                  ALERT_CHANNEL_INFO[chosenChannel].reaches === 'email'
                    ? user.email
                    : formatIndianPhone(user.phone ?? ''),
              })}
            </p>
          )}
          {error ? <ErrorText role="alert">{error}</ErrorText> : null}
          {/* Outlined: beside ADD TO CART and BUY NOW it is the lesser action. */}
          <Button type="submit" $variant="secondary" disabled={busy}>
            {busy ? t('catalog.alert.saving') : t('catalog.alert.submit')}
          </Button>
        </form>
      ) : null}
    </Box>
  );
}
