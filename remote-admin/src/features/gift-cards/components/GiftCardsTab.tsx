import { serverMessage, type GiftCardDesk } from '@store/shared/api';
import { formatIndiaDateNumeric, formatRupees, indiaDay } from '@store/shared/format';
import { Button, Field, notify, PageTitle, TextAreaField, theme, useConfirm } from '@store/shared/ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { giftCardsDeskApi } from '../api/giftCardsDeskApi';

const Section = styled.section`
  margin-bottom: ${theme.space.lg};
  form {
    display: grid;
    gap: ${theme.space.sm};
    max-width: 520px;
  }
`;

const Card = styled.li`
  list-style: none;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  padding: ${theme.space.md};
  margin-bottom: ${theme.space.sm};
  table {
    border-collapse: collapse;
    margin: 8px 0;
  }
  td {
    padding: 2px 12px 2px 0;
  }
`;

const KIND_WORDS: Record<GiftCardDesk['entries'][number]['kind'], string> = {
  issued: 'Issued',
  redeemed: 'Paid an order',
  released: 'Given back (checkout ended unpaid)',
  given_back: 'Refunded to the card',
  expired: 'Expired',
  disabled: 'Switched off',
};

const fail = (error: unknown, fallback: string) => notify.error(serverMessage(error) ?? fallback);

/** The amounts on sale, as a list the desk types ('500, 1000, 2500'). */
function AmountsOnSale() {
  const { data } = giftCardsDeskApi.useDeskGiftCardAmountsQuery();
  const [setAmounts, { isLoading }] = giftCardsDeskApi.useSetGiftCardAmountsMutation();
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (data) setTyped(data.amounts.join(', '));
  }, [data]);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const amounts = typed
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(Number);
    setAmounts(amounts)
      .unwrap()
      .then(
        (saved) => {
          setTyped(saved.amounts.join(', '));
          notify.success('Gift card amounts saved');
        },
        (error: unknown) => fail(error, 'Could not save the amounts.'),
      );
  };
  return (
    <Section>
      <h3>Amounts on sale</h3>
      <form onSubmit={save}>
        <Field
          label="Amounts (rupees, comma-separated)"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <p>Cards are valid for {data?.validMonths ?? 12} months from issue (GIFT_CARD_VALID_MONTHS).</p>
        <Button type="submit" disabled={isLoading}>
          Save amounts
        </Button>
      </form>
    </Section>
  );
}

/** A card the store gives (goodwill): sent on its day like a bought one. */
function IssueCard({ onIssued }: { onIssued: (card: GiftCardDesk) => void }) {
  const [issue, { isLoading }] = giftCardsDeskApi.useIssueGiftCardMutation();
  const empty = {
    amount: '',
    recipientName: '',
    recipientPhone: '',
    recipientEmail: '',
    message: '',
    sendOn: indiaDay(),
  };
  const [form, setForm] = useState(empty);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    issue({ ...form, amount: Number(form.amount) })
      .unwrap()
      .then(
        (card) => {
          setForm(empty);
          notify.success(`Gift card of ${formatRupees(card.balance)} issued to ${card.recipientName}`);
          onIssued(card);
        },
        (error: unknown) => fail(error, 'Could not issue the gift card.'),
      );
  };
  return (
    <Section>
      <h3>Issue a card</h3>
      <form onSubmit={submit}>
        <Field label="Amount (rupees)" type="number" required value={form.amount} onChange={set('amount')} />
        <Field label="Recipient's name" required value={form.recipientName} onChange={set('recipientName')} />
        <Field label="Recipient's phone" type="tel" value={form.recipientPhone} onChange={set('recipientPhone')} />
        <Field label="Recipient's e-mail" type="email" value={form.recipientEmail} onChange={set('recipientEmail')} />
        <TextAreaField label="Message" maxLength={300} value={form.message} onChange={set('message')} />
        <Field label="Send on" type="date" required min={indiaDay()} value={form.sendOn} onChange={set('sendOn')} />
        <Button type="submit" disabled={isLoading}>
          Issue card
        </Button>
      </form>
    </Section>
  );
}

function CardRecord({ card, onChanged }: { card: GiftCardDesk; onChanged: (card: GiftCardDesk) => void }) {
  const [disable] = giftCardsDeskApi.useDisableGiftCardMutation();
  const { confirm, dialog } = useConfirm();
  const status = card.disabledAt
    ? `switched off ${formatIndiaDateNumeric(card.disabledAt)}`
    : card.sentAt
      ? `sent ${formatIndiaDateNumeric(card.sentAt)}`
      : `to be sent on ${card.sendOn}`;
  const switchOff = async () => {
    const answer = await confirm({
      title: 'Switch off this gift card?',
      message: `The card ending ${card.last4 ?? '(not sent yet)'} will pay nothing more; its ${formatRupees(card.balance)} are written off.`,
      confirmLabel: 'Switch off',
    });
    if (!answer.confirmed) return;
    disable(card.id)
      .unwrap()
      .then(onChanged, (error: unknown) => fail(error, 'Could not switch the card off.'));
  };
  return (
    <Card data-record={card.id}>
      <strong>
        {card.last4 ? `•••• ${card.last4}` : 'Code not made yet'} · {formatRupees(card.balance)} left
      </strong>
      <div>
        For {card.recipientName} ({[card.recipientPhone, card.recipientEmail].filter(Boolean).join(', ')}), {status}
        {card.expiresAt ? `, valid until ${formatIndiaDateNumeric(card.expiresAt)}` : ''} ·{' '}
        {card.source === 'desk' ? 'issued by the desk' : 'bought'}
      </div>
      <table aria-label={`Uses of the card ending ${card.last4 ?? ''}`}>
        <tbody>
          {card.entries.map((entry) => (
            <tr key={`${entry.kind}-${entry.at}`}>
              <td>{formatIndiaDateNumeric(entry.at)}</td>
              <td>{KIND_WORDS[entry.kind]}</td>
              <td>{formatRupees(entry.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {card.disabledAt ? null : (
        <Button $variant="secondary" onClick={() => void switchOff()}>
          Switch off
        </Button>
      )}
      {dialog}
    </Card>
  );
}

/** The desk's gift cards (issue 43): the amounts on sale, issuing a card, looking one up with its uses, switching one off. */
export default function GiftCardsTab() {
  const [find, { isLoading }] = giftCardsDeskApi.useFindGiftCardsMutation();
  const [search, setSearch] = useState({ code: '', last4: '', recipient: '' });
  const [found, setFound] = useState<GiftCardDesk[] | null>(null);
  const put = (card: GiftCardDesk) => setFound((list) => [card, ...(list ?? []).filter((c) => c.id !== card.id)]);
  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const query = search.code.trim() ? { code: search.code } : { last4: search.last4, recipient: search.recipient };
    find(query)
      .unwrap()
      .then(setFound, (error: unknown) => fail(error, 'Could not look the card up.'));
  };
  return (
    <section>
      <PageTitle>Gift cards</PageTitle>
      <AmountsOnSale />
      <IssueCard onIssued={put} />
      <Section>
        <h3>Look up a card</h3>
        <form onSubmit={lookUp}>
          <Field
            label="Code"
            value={search.code}
            onChange={(event) => setSearch({ ...search, code: event.target.value })}
          />
          <p>or</p>
          <Field
            label="Last 4 characters"
            maxLength={4}
            value={search.last4}
            onChange={(event) => setSearch({ ...search, last4: event.target.value })}
          />
          <Field
            label="Recipient's phone or e-mail"
            value={search.recipient}
            onChange={(event) => setSearch({ ...search, recipient: event.target.value })}
          />
          <Button type="submit" disabled={isLoading}>
            Look up
          </Button>
        </form>
        {found && found.length === 0 ? <p role="status">No gift card found.</p> : null}
        <ul>
          {found?.map((card) => (
            <CardRecord key={card.id} card={card} onChanged={put} />
          ))}
        </ul>
      </Section>
    </section>
  );
}
