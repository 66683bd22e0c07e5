import { Column } from '@react-email/column';
import { Img } from '@react-email/img';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { imageUrl } from '@store/shared/api';
import { describeSize, formatIndiaDateTime, formatPaise } from '@store/shared/format';
import type { OrderLineRow } from '../../db/schema';
import type { PlacedOrder } from './ordersRepository';
import type { Mail } from '../../providers/email/outbox';
import { BrandedMail, MAIL_COLOURS, Paragraph, type MailAction } from '../../emails/BrandedMail';
import { MAIL_WORDS, mailLocale } from '../../emails/mailLocale';
import { renderMailHtml } from '../../emails/renderMail';

/** A piece's size as the e-mail gives it, or that it is made to measure (accessories have none). */
function sizeOf(line: OrderLineRow): string {
  return line.custom ? 'Made to measure' : line.size ? `Size ${describeSize(line.size)}` : '';
}

/** A piece as the text lists it. */
function pieceLine(line: OrderLineRow): string {
  const size = sizeOf(line);
  return `- ${line.name}${size ? ` (${size})` : ''}: ${formatPaise(line.unitPricePaise)}`;
}

/**
 * A piece's picture for the HTML, absolute (a mail has no page to be relative to) and as a
 * thumbnail the image store makes (ImageKit's `tr`, which the local store speaks too).
 */
export function mailPicture(image: string, shopUrl: string): string | null {
  if (!image) return null;
  return imageUrl(new URL(image, `${shopUrl.replace(/\/$/, '')}/`).toString(), { w: 160, q: 80 });
}

/**
 * A cash order waiting to be confirmed from its phone: which phone the text went to, and until
 * when. The e-mail carries neither the link nor the code: its address is whatever the orderer
 * typed, and confirming is the phone's to do (else anyone could confirm orders to a stranger).
 */
export interface CashConfirmRequest {
  phone: string;
  by: Date;
}

/** Its first words: what happened to the money, and what happens next. */
function opening(order: PlacedOrder, tailored: boolean, confirm: CashConfirmRequest | undefined): string {
  if (confirm)
    return 'Thank you for your order. You chose to pay in cash on delivery: please confirm the order so we can get it ready.';
  if (order.paymentMethod === 'cash' && order.paidPaise === 0)
    return 'Thank you for confirming your order. You pay in cash on delivery; we are getting it ready.';
  return tailored
    ? 'Thank you for your order. We have received your payment and will start tailoring your made-to-measure pieces.'
    : 'Thank you for your order. We have received your payment and are getting it ready.';
}

/** What was paid and what is left, and when: before dispatch (prepaid) or in cash to the courier. */
function paidParts(order: PlacedOrder): string[] {
  const due = order.totalPaise - order.paidPaise;
  if (order.paymentMethod === 'cash')
    return [
      ...(order.paidPaise ? [`Paid now: ${formatPaise(order.paidPaise)}`] : []),
      `to pay in cash on delivery: ${formatPaise(due)}`,
    ];
  return [`Paid: ${formatPaise(order.paidPaise)}`, ...(due > 0 ? [`due before dispatch: ${formatPaise(due)}`] : [])];
}

const paidLine = (order: PlacedOrder) => paidParts(order).join('; ');

/** The sums under the pieces, each a label and an amount: they add up to the total. */
function sums(order: PlacedOrder): [string, string][] {
  const rows: [string, string][] = [];
  if (order.discountPaise)
    rows.push([order.couponCode ? `Coupon ${order.couponCode}` : 'Discount', `-${formatPaise(order.discountPaise)}`]);
  if (order.cashFeePaise) rows.push(['Cash on delivery fee', formatPaise(order.cashFeePaise)]);
  return rows;
}

/** Where the confirmation's buttons lead: the order (dashboard or guest link) and the shop. */
export interface ConfirmationLinks {
  /** The order's page for this shopper (OrderLinks.forMail). */
  order: string;
  shopUrl: string;
}

/**
 * The order confirmation e-mail: a plain-text part whose lines add up to the total, and the
 * same in branded HTML with each piece's picture. A cash order waiting for the shopper carries
 * where its confirmation was sent instead of a thank-you for payment. Both lead to the order.
 */
export async function orderConfirmation(
  order: PlacedOrder,
  links: ConfirmationLinks,
  confirm?: CashConfirmRequest,
): Promise<Mail> {
  const address = order.shippingAddress;
  const lines = order.lines.map(pieceLine).join('\n');
  const tailored = order.lines.some((line) => line.custom);
  const locale = mailLocale(order);
  const words = MAIL_WORDS[locale];
  const shipping = `${address.street}, ${address.city}, ${address.state} ${address.zip}`;
  const total = `${formatPaise(order.totalPaise)} (GST included, free shipping)`;
  const confirmWords = confirm
    ? {
        code: `We sent a text to the phone ending ${confirm.phone.slice(-4)} with a link and a code: confirm the order from that phone.`,
        deadline: `Unconfirmed by ${formatIndiaDateTime(confirm.by)} (India time), the order is cancelled.`,
      }
    : null;
  const quote = `Your order number is ${order.number}: quote it whenever you call or write to us.`;
  const text = [
    `Dear ${order.customerName},`,
    '',
    opening(order, tailored, confirm),
    ...(confirm && confirmWords ? ['', confirmWords.code, confirmWords.deadline, ''] : []),
    quote,
    '',
    lines,
    ...sums(order).map(([label, amount]) => `${label}: ${amount}`),
    `Total: ${total}`,
    paidLine(order),
    '',
    `Shipping to: ${shipping}`,
    '',
    `View your order: ${links.order}`,
  ]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
  const actions: MailAction[] = [{ label: words.viewOrder, href: links.order }];
  const cell = { color: MAIL_COLOURS.ink, fontSize: '15px', margin: 0 };
  const html = await renderMailHtml(
    <BrandedMail locale={locale} preview={opening(order, tailored, confirm)} shopUrl={links.shopUrl} actions={actions}>
      <Paragraph>{`Dear ${order.customerName},`}</Paragraph>
      <Paragraph>{opening(order, tailored, confirm)}</Paragraph>
      {confirmWords && (
        <>
          <Paragraph>{confirmWords.code}</Paragraph>
          <Paragraph>{confirmWords.deadline}</Paragraph>
        </>
      )}
      <Paragraph>{quote}</Paragraph>
      <Section style={{ borderTop: `1px solid ${MAIL_COLOURS.line}`, margin: '8px 0' }}>
        {order.lines.map((line) => {
          const picture = mailPicture(line.image, links.shopUrl);
          return (
            <Row key={line.id} style={{ borderBottom: `1px solid ${MAIL_COLOURS.line}` }}>
              <Column style={{ width: '88px', padding: '12px 12px 12px 0' }}>
                {picture && <Img src={picture} alt={line.name} width="80" style={{ display: 'block' }} />}
              </Column>
              <Column style={{ padding: '12px 0' }}>
                <Text style={{ ...cell, fontWeight: 'bold' }}>{line.name}</Text>
                {sizeOf(line) && <Text style={{ ...cell, color: MAIL_COLOURS.muted }}>{sizeOf(line)}</Text>}
              </Column>
              <Column style={{ padding: '12px 0', textAlign: 'right', whiteSpace: 'nowrap' }}>
                <Text style={cell}>{formatPaise(line.unitPricePaise)}</Text>
              </Column>
            </Row>
          );
        })}
      </Section>
      <Section style={{ margin: '0 0 16px' }}>
        {sums(order).map(([label, amount]) => (
          <Row key={label}>
            <Column>
              <Text style={cell}>{label}</Text>
            </Column>
            <Column style={{ textAlign: 'right' }}>
              <Text style={cell}>{amount}</Text>
            </Column>
          </Row>
        ))}
        <Row>
          <Column>
            <Text style={{ ...cell, fontWeight: 'bold' }}>{words.total}</Text>
          </Column>
          <Column style={{ textAlign: 'right' }}>
            <Text style={{ ...cell, fontWeight: 'bold' }}>{formatPaise(order.totalPaise)}</Text>
          </Column>
        </Row>
        <Text style={{ ...cell, color: MAIL_COLOURS.muted, fontSize: '13px' }}>GST included, free shipping</Text>
        {paidParts(order).map((part) => (
          <Text key={part} style={cell}>
            {part.charAt(0).toUpperCase() + part.slice(1)}
          </Text>
        ))}
      </Section>
      <Paragraph>{`${words.shippingTo}: ${shipping}`}</Paragraph>
    </BrandedMail>,
  );
  return {
    to: String(order.email),
    subject: confirm
      ? `Please confirm your Elegance order ${order.number}`
      : `Your Elegance order ${order.number} is confirmed`,
    text,
    html,
  };
}
