import { refusalStatus, type BagAnswer } from '@store/shared/api';
import { useLocale } from '@store/shared/i18n';
import { Link, useNavigate, useParams, useSearchParams } from '@store/shared/router';
import {
  bagReplaced,
  cartItemsOf,
  useAppDispatch,
  useAppSelector,
  useRestoreBagMutation,
  useStopBagRemindersMutation,
} from '@store/shared/store';
import { Button, ErrorText, notify, PageContainer, PageTitle } from '@store/shared/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n';

const Card = styled.section`
  max-width: 520px;
  margin: 48px auto;
  p {
    line-height: 1.6;
  }
`;

type Words = ReturnType<typeof useT>;

/** Why a link opens nothing, in the page's language: forged (404), another account's (403), expired or ordered (410). */
function refusalOf(error: unknown, t: Words): string {
  const status = refusalStatus(error);
  if (status === 404 || status === 400) return t('checkout.restoreBag.invalid');
  if (status === 403) return t('checkout.restoreBag.otherAccount');
  if (status === 410) return t('checkout.restoreBag.gone');
  return t('checkout.tryAgain');
}

/** The sentence naming what sold out since: the pieces by name, in the page's language when the admin gave one. */
function droppedSentence(dropped: BagAnswer['dropped'], locale: string, t: Words): string {
  const names = dropped
    .map((piece) => (locale === 'hi' ? piece.nameHi || piece.name : piece.name) ?? t('checkout.restoreBag.unnamed'))
    .join(', ');
  return t('checkout.restoreBag.dropped', { count: dropped.length, names });
}

/** `?stop=1` (the reminder e-mail's second link): asks, then stops this bag's reminders. */
function StopReminders({ token }: { token: string }) {
  const t = useT();
  const [stop, stopped] = useStopBagRemindersMutation();
  if (stopped.isSuccess) return <p role="status">{t('checkout.restoreBag.stopped')}</p>;
  return (
    <>
      <p>{t('checkout.restoreBag.stopQuestion')}</p>
      {stopped.isError ? <ErrorText role="alert">{refusalOf(stopped.error, t)}</ErrorText> : null}
      <Button type="button" aria-disabled={stopped.isLoading || undefined} onClick={() => void stop(token)}>
        {t('checkout.restoreBag.stop')}
      </Button>
    </>
  );
}

/**
 * /bag/{token}: where a left bag's reminder lands, on any device, signed in or not (the signed
 * token is the proof). Its bag replaces this browser's at today's prices and the checkout opens;
 * what sold out since is left out and named. A link that opens nothing says why and changes nothing.
 */
export function RestoreBagPage() {
  const t = useT();
  const locale = useLocale();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const stopping = params.get('stop') === '1';
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const owner = useAppSelector((state) => state.cart.owner ?? null);
  const [restore, restored] = useRestoreBagMutation();
  useEffect(() => {
    if (stopping || !token) return;
    const request = restore(token);
    return () => request.abort();
  }, [stopping, token, restore]);
  useEffect(() => {
    const answer = restored.data;
    if (!answer || answer.lines.length === 0) return;
    dispatch(bagReplaced({ items: cartItemsOf(answer.lines), owner }));
    if (answer.dropped.length) notify.warning(droppedSentence(answer.dropped, locale, t));
    navigate('/checkout', { replace: true });
    // Once per answer: the bag's owner or words changing later must not restore it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored.data]);
  const empty = restored.data && restored.data.lines.length === 0;
  return (
    <PageContainer>
      <Card aria-labelledby="restore-heading">
        <PageTitle id="restore-heading">{t('checkout.restoreBag.title')}</PageTitle>
        {stopping ? (
          <StopReminders token={token} />
        ) : restored.isError ? (
          <ErrorText role="alert">{refusalOf(restored.error, t)}</ErrorText>
        ) : empty ? (
          <p role="status">{t('checkout.restoreBag.empty')}</p>
        ) : (
          <p role="status">{t('checkout.restoreBag.loading')}</p>
        )}
        {restored.isError || empty || stopping ? (
          <p>
            <Link to="/">{t('checkout.link.continueShopping')}</Link>
          </p>
        ) : null}
      </Card>
    </PageContainer>
  );
}
