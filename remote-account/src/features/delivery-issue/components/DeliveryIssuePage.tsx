import { refusalStatus, type Address, type DeliveryIssue, type DeliveryIssueAnswerInput } from '@store/shared/api';
import { stateNameIn } from '@store/shared/catalog';
import { AddressForm } from '@store/shared/forms';
import { formatIndianPhone, indiaDayPlus, indiaTimeOn } from '@store/shared/format';
import { useFormatDate, useLocale, useRefusalText } from '@store/shared/i18n';
import { Link, useParams } from '@store/shared/router';
import { Button, ErrorText, PageContainer, PageTitle, theme } from '@store/shared/ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useAnswerDeliveryIssueMutation, useDeliveryIssueQuery } from '../api/deliveryIssueApi';
import { actionOf, issueOfRefusal, type IssueAction } from '../issueAction';

/** Phone-first: one column at 390 px, every choice a tap target a thumb finds. */
const Card = styled.section`
  max-width: 560px;
  margin: ${theme.space.lg} auto ${theme.space.xl};
  display: grid;
  gap: ${theme.space.md};
  p {
    margin: 0;
    line-height: 1.6;
  }
`;

const Box = styled.div<{ $tone?: 'warning' | 'done' }>`
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${({ $tone }) =>
    $tone === 'warning' ? theme.color.warningSoft : $tone === 'done' ? theme.color.successSoft : theme.color.cream};
  display: grid;
  gap: ${theme.space.xs};
`;

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${theme.space.sm};
  legend {
    margin-bottom: ${theme.space.sm};
    font: ${theme.weight.semibold} ${theme.size.lg} / 1.3 ${theme.font.body};
  }
`;

/** A choice as a whole-width card: the radio and its words are one target, at least 56 px tall. */
const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  min-height: 56px;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.color.control};
  border-radius: ${theme.radius.md};
  background: ${theme.color.paper};
  font: ${theme.weight.medium} ${theme.size.md} / 1.3 ${theme.font.body};
  cursor: pointer;
  input {
    width: 22px;
    height: 22px;
    margin: 0;
    flex: none;
    accent-color: ${theme.color.accent};
  }
  &:has(input:checked) {
    border-color: ${theme.color.accent};
    box-shadow: 0 0 0 1px ${theme.color.accent};
    background: ${theme.color.cream};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

const Days = styled(Choices)`
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  legend {
    font-size: ${theme.size.md};
  }
`;

const Wide = styled(Button)`
  width: 100%;
  min-height: 52px;
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

type Plan = 'deliver' | 'change' | 'cancel';

/** The days she may pick, earliest to latest (a fortnight at most: the courier holds a parcel no longer). */
function daysBetween(earliest: string, latest: string): string[] {
  const days: string[] = [];
  for (let index = 0; index < 14; index += 1) {
    const day = indiaDayPlus(index, indiaTimeOn(earliest, '12:00:00'));
    if (day > latest) break;
    days.push(day);
  }
  return days;
}

/** One line of an address, its state named in the page's language. */
function useAddressLine() {
  const locale = useLocale();
  return (address: DeliveryIssue['address']) =>
    [address.street, address.landmark, address.city, `${stateNameIn(address.state, locale)} ${address.zip}`]
      .filter(Boolean)
      .join(', ');
}

/** Her answer in words: the day (and place) of the next attempt, or the cancellation. */
function AnswerWords({ action, issue }: { action: IssueAction | null; issue: DeliveryIssue | null }) {
  const t = useT();
  const format = useFormatDate();
  if (action?.kind === 'cancel')
    return (
      <p>
        {t('account.ndr.answer.cancel')}{' '}
        {issue?.paymentMethod === 'cash'
          ? t('account.ndr.cancel.cash')
          : issue?.paymentMethod === 'prepaid'
            ? t('account.ndr.cancel.prepaid')
            : null}
      </p>
    );
  if (action?.kind === 'return') return <p>{t('account.ndr.answer.return')}</p>;
  if (action?.kind === 're-attempt')
    return (
      <p>
        {action.date
          ? t('account.ndr.answer.reattemptOn', { day: format.day(action.date) })
          : t('account.ndr.answer.reattempt')}
      </p>
    );
  return null;
}

/** After her answer: what happens now, and the way back to her orders. */
function Answered({
  heading,
  issue,
  action,
}: {
  heading: string;
  issue: DeliveryIssue | null;
  action: IssueAction | null;
}) {
  const t = useT();
  return (
    <>
      <Box $tone="done" role="status" data-testid="ndr-answered">
        <strong>{heading}</strong>
        {issue ? <p>{t('account.ndr.order', { number: issue.orderNumber })}</p> : null}
        <AnswerWords action={action} issue={issue} />
      </Box>
      <Links>
        <Link to="/customer-dashboard">{t('account.ndr.viewOrders')}</Link>
        <Link to="/">{t('account.ndr.continueShopping')}</Link>
      </Links>
    </>
  );
}

/** A link that names no failed delivery (mistyped, cut short by the messaging app). */
function InvalidLink() {
  const t = useT();
  return (
    <Box $tone="warning" role="alert">
      <strong>{t('account.ndr.invalid.title')}</strong>
      <p>{t('account.ndr.invalid.text')}</p>
      <p>
        <Link to="/help">{t('account.ndr.help')}</Link>
      </p>
    </Box>
  );
}

/** The next attempt's day: tomorrow unless she picks another between the days the courier allows. */
function DayChoice({ days, day, onPick }: { days: string[]; day: string; onPick: (day: string) => void }) {
  const t = useT();
  const format = useFormatDate();
  const tomorrow = indiaDayPlus(1);
  return (
    <Days>
      <legend>{t('account.ndr.day')}</legend>
      {days.map((option) => (
        <Choice key={option}>
          <input type="radio" name="ndr-day" value={option} checked={day === option} onChange={() => onPick(option)} />
          {option === tomorrow ? t('account.ndr.tomorrow', { day: format.day(option) }) : format.day(option)}
        </Choice>
      ))}
    </Days>
  );
}

/** The three answers to a failed delivery, and the form each needs. */
function Answer({
  issue,
  busy,
  failure,
  onAnswer,
}: {
  issue: DeliveryIssue;
  busy: boolean;
  failure: ReactNode;
  onAnswer: (answer: DeliveryIssueAnswerInput) => void;
}) {
  const t = useT();
  const addressLine = useAddressLine();
  const [choice, setChoice] = useState<Plan | null>(null);
  const days = daysBetween(issue.earliestDate, issue.latestDate);
  const tomorrow = indiaDayPlus(1);
  const [day, setDay] = useState(days.includes(tomorrow) ? tomorrow : (days[0] ?? issue.earliestDate));
  const initial: Address = {
    name: issue.address.name ?? '',
    phone: issue.phone,
    email: null,
    street: issue.address.street,
    landmark: issue.address.landmark ?? null,
    city: issue.address.city,
    state: issue.address.state,
    zip: issue.address.zip,
  };
  const choices: { value: Plan; label: string }[] = [
    { value: 'deliver', label: t('account.ndr.choice.deliver') },
    { value: 'change', label: t('account.ndr.choice.change') },
    { value: 'cancel', label: t('account.ndr.choice.cancel') },
  ];
  return (
    <>
      <p>{t('account.ndr.order', { number: issue.orderNumber })}</p>
      <Box $tone="warning">
        <strong>{t('account.ndr.failed', { attempt: issue.attempt })}</strong>
        <p data-testid="ndr-reason">{t('account.ndr.reason', { reason: issue.reason })}</p>
      </Box>
      <Box>
        <strong>{t('account.ndr.deliveringTo')}</strong>
        <p data-testid="ndr-address">{[issue.address.name, addressLine(issue.address)].filter(Boolean).join(', ')}</p>
        <p>{t('account.ndr.phone', { phone: formatIndianPhone(issue.phone) })}</p>
      </Box>
      <Choices>
        <legend>{t('account.ndr.question')}</legend>
        {choices.map(({ value, label }) => (
          <Choice key={value}>
            <input
              type="radio"
              name="ndr-choice"
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
            />
            {label}
          </Choice>
        ))}
      </Choices>
      {choice === 'deliver' ? (
        <form
          aria-label={t('account.ndr.choice.deliver')}
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) onAnswer({ kind: 're-attempt', date: day });
          }}
        >
          <DayChoice days={days} day={day} onPick={setDay} />
          {failure}
          <Wide type="submit" aria-disabled={busy || undefined}>
            {t('account.ndr.submit.deliver')}
          </Wide>
        </form>
      ) : null}
      {choice === 'change' ? (
        <>
          <DayChoice days={days} day={day} onPick={setDay} />
          <p>{t('account.ndr.changeIntro')}</p>
          {failure}
          <AddressForm
            initial={initial}
            onSave={(address) => {
              if (busy) return;
              // The courier takes a place and a phone; the name and e-mail stay the order's.
              const { street, landmark, city, state, zip, phone } = address;
              onAnswer({ kind: 're-attempt', date: day, address: { street, landmark, city, state, zip }, phone });
            }}
          />
        </>
      ) : null}
      {choice === 'cancel' ? (
        <form
          aria-label={t('account.ndr.choice.cancel')}
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) onAnswer({ kind: 'cancel' });
          }}
        >
          <Box $tone="warning" role="note">
            <strong>{t('account.ndr.cancel.warning', { number: issue.orderNumber })}</strong>
            <p>
              {issue.paymentMethod === 'cash'
                ? t('account.ndr.cancel.cash')
                : issue.paymentMethod === 'prepaid'
                  ? t('account.ndr.cancel.prepaid')
                  : t('account.ndr.cancel.either')}
            </p>
          </Box>
          {failure}
          <Wide type="submit" aria-disabled={busy || undefined}>
            {t('account.ndr.submit.cancel')}
          </Wide>
        </form>
      ) : null}
    </>
  );
}

/**
 * /delivery-issue/{token}: where a failed delivery's message lands. The signed token names the
 * attempt (no sign-in); she asks for another day, fixes the address or phone, or cancels.
 * Answered once: the link then says how it was answered.
 */
export function DeliveryIssuePage() {
  const t = useT();
  const { sayError } = useRefusalText();
  const { token = '' } = useParams();
  const issue = useDeliveryIssueQuery(token);
  const [answer, sent] = useAnswerDeliveryIssueMutation();
  const [asked, setAsked] = useState<DeliveryIssueAnswerInput | null>(null);
  const send = (input: DeliveryIssueAnswerInput) => {
    setAsked(input);
    void answer({ token, answer: input })
      .unwrap()
      .catch((error: unknown) => {
        // Closed meanwhile (the desk, or her answer from another phone): the link says how.
        if (refusalStatus(error) === 410) void issue.refetch();
      });
  };
  const known = issueOfRefusal(sent.error) ?? issueOfRefusal(issue.error) ?? issue.data ?? null;
  const closed = refusalStatus(sent.error) === 410 || refusalStatus(issue.error) === 410;
  let body: ReactNode;
  if (sent.data)
    body = (
      <Answered
        heading={t('account.ndr.thanks')}
        issue={sent.data}
        action={actionOf(sent.data.action) ?? actionOf(asked)}
      />
    );
  else if (closed || known?.answered)
    body = (
      <Answered
        heading={t('account.ndr.already')}
        issue={known}
        action={known?.answered ? actionOf(known.action) : null}
      />
    );
  else if (known)
    body = (
      <Answer
        issue={known}
        busy={sent.isLoading}
        onAnswer={send}
        failure={
          sent.isError ? (
            <ErrorText role="alert">{sayError(sent.error) ?? t('account.ndr.sendFailed')}</ErrorText>
          ) : null
        }
      />
    );
  else if (issue.isError && [400, 404].includes(refusalStatus(issue.error) ?? 0)) body = <InvalidLink />;
  else if (issue.isError)
    body = (
      <Box $tone="warning" role="alert">
        <p>{t('account.ndr.loadFailed')}</p>
        <div>
          <Button type="button" $variant="secondary" onClick={() => void issue.refetch()}>
            {t('account.ndr.retry')}
          </Button>
        </div>
      </Box>
    );
  else body = <p role="status">{t('account.ndr.loading')}</p>;
  return (
    <PageContainer>
      <Card aria-labelledby="ndr-heading">
        <PageTitle id="ndr-heading">{t('account.ndr.title')}</PageTitle>
        {body}
      </Card>
    </PageContainer>
  );
}
