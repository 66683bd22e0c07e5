import { Column } from '@react-email/column';
import { Img } from '@react-email/img';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { imageUrl } from '@store/shared/api';
import { describeSize, formatIndiaDateTime, formatPaise } from '@store/shared/format';
import type { Locale } from '@store/shared/i18n/locales';
import type { OrderLineRow } from '../../db/schema';
import type { PlacedOrder } from './ordersRepository';
import type { Mail } from '../../providers/email/outbox';
import { BrandedMail, MAIL_COLOURS, Paragraph, type MailAction } from '../../emails/BrandedMail';
import { MAIL_WORDS, mailLocale } from '../../emails/mailLocale';
import { renderMailHtml } from '../../emails/renderMail';

/** The confirmation's sentences per language (its frame's words are MAIL_WORDS). */
const CONFIRMATION_WORDS = {
  en: {
    madeToMeasure: 'Made to measure',
    size: (size: string) => `Size ${size}`,
    confirmPlease:
      'Thank you for your order. You chose to pay in cash on delivery: please confirm the order so we can get it ready.',
    cashConfirmed: 'Thank you for confirming your order. You pay in cash on delivery; we are getting it ready.',
    paidTailored:
      'Thank you for your order. We have received your payment and will start tailoring your made-to-measure pieces.',
    paid: 'Thank you for your order. We have received your payment and are getting it ready.',
    paidNow: 'Paid now',
    cashDue: 'to pay in cash on delivery',
    paidSoFar: 'Paid',
    dueBeforeDispatch: 'due before dispatch',
    coupon: (code: string) => `Coupon ${code}`,
    discount: 'Discount',
    cashFee: 'Cash on delivery fee',
    gstShipping: 'GST included, free shipping',
    texted: (last4: string) =>
      `We sent a text to the phone ending ${last4} with a link and a code: confirm the order from that phone.`,
    deadline: (when: string) => `Unconfirmed by ${when} (India time), the order is cancelled.`,
    quote: (number: string) => `Your order number is ${number}: quote it whenever you call or write to us.`,
    dear: (name: string) => `Dear ${name},`,
    viewYourOrder: 'View your order',
    subjectConfirm: (number: string) => `Please confirm your Elegance order ${number}`,
    subjectConfirmed: (number: string) => `Your Elegance order ${number} is confirmed`,
  },
  hi: {
    madeToMeasure: 'आपके नाप से बना',
    size: (size: string) => `साइज़ ${size}`,
    confirmPlease: 'आपके ऑर्डर के लिए धन्यवाद। आपने कैश ऑन डिलीवरी चुना है: कृपया ऑर्डर की पुष्टि करें ताकि हम इसे तैयार कर सकें।',
    cashConfirmed: 'ऑर्डर की पुष्टि के लिए धन्यवाद। भुगतान डिलीवरी पर नकद होगा; हम इसे तैयार कर रहे हैं।',
    paidTailored: 'आपके ऑर्डर के लिए धन्यवाद। हमें आपका भुगतान मिल गया है और हम आपके नाप से पीस सिलना शुरू करेंगे।',
    paid: 'आपके ऑर्डर के लिए धन्यवाद। हमें आपका भुगतान मिल गया है और हम इसे तैयार कर रहे हैं।',
    paidNow: 'अभी चुकाया',
    cashDue: 'डिलीवरी पर नकद चुकाना है',
    paidSoFar: 'चुकाया',
    dueBeforeDispatch: 'भेजने से पहले बाकी',
    coupon: (code: string) => `कूपन ${code}`,
    discount: 'छूट',
    cashFee: 'कैश ऑन डिलीवरी शुल्क',
    gstShipping: 'GST सहित, मुफ़्त शिपिंग',
    texted: (last4: string) => `हमने ${last4} पर ख़त्म होने वाले फ़ोन पर एक लिंक और कोड भेजा है: उसी फ़ोन से ऑर्डर की पुष्टि करें।`,
    deadline: (when: string) => `${when} (भारतीय समय) तक पुष्टि न होने पर ऑर्डर रद्द हो जाएगा।`,
    quote: (number: string) => `आपका ऑर्डर नंबर ${number} है: फ़ोन या संदेश करते समय इसे बताएँ।`,
    dear: (name: string) => `प्रिय ${name},`,
    viewYourOrder: 'अपना ऑर्डर देखें',
    subjectConfirm: (number: string) => `कृपया अपने Elegance ऑर्डर ${number} की पुष्टि करें`,
    subjectConfirmed: (number: string) => `आपका Elegance ऑर्डर ${number} पक्का हो गया है`,
  },
} satisfies Record<Locale, unknown>;
type Words = (typeof CONFIRMATION_WORDS)[Locale];

/** A piece's size as the e-mail gives it, or that it is made to measure (accessories have none). */
function sizeOf(line: OrderLineRow, words: Words): string {
  return line.custom ? words.madeToMeasure : line.size ? words.size(describeSize(line.size)) : '';
}

/** A piece as the text lists it. */
function pieceLine(line: OrderLineRow, words: Words): string {
  const size = sizeOf(line, words);
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
function opening(order: PlacedOrder, tailored: boolean, confirm: CashConfirmRequest | undefined, words: Words): string {
  if (confirm) return words.confirmPlease;
  if (order.paymentMethod === 'cash' && order.paidPaise === 0) return words.cashConfirmed;
  return tailored ? words.paidTailored : words.paid;
}

/** What was paid and what is left, and when: before dispatch (prepaid) or in cash to the courier. */
function paidParts(order: PlacedOrder, words: Words): string[] {
  const due = order.totalPaise - order.paidPaise;
  if (order.paymentMethod === 'cash')
    return [
      ...(order.paidPaise ? [`${words.paidNow}: ${formatPaise(order.paidPaise)}`] : []),
      `${words.cashDue}: ${formatPaise(due)}`,
    ];
  return [
    `${words.paidSoFar}: ${formatPaise(order.paidPaise)}`,
    ...(due > 0 ? [`${words.dueBeforeDispatch}: ${formatPaise(due)}`] : []),
  ];
}

const paidLine = (order: PlacedOrder, words: Words) => paidParts(order, words).join('; ');

/** The sums under the pieces, each a label and an amount: they add up to the total. */
function sums(order: PlacedOrder, words: Words): [string, string][] {
  const rows: [string, string][] = [];
  if (order.discountPaise)
    rows.push([
      order.couponCode ? words.coupon(order.couponCode) : words.discount,
      `-${formatPaise(order.discountPaise)}`,
    ]);
  if (order.cashFeePaise) rows.push([words.cashFee, formatPaise(order.cashFeePaise)]);
  return rows;
}

const indiaTime = (at: Date, locale: Locale) => formatIndiaDateTime(at, locale === 'hi' ? 'hi-IN' : 'en-IN');

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
  const locale = mailLocale(order);
  const words = MAIL_WORDS[locale];
  const says = CONFIRMATION_WORDS[locale];
  const lines = order.lines.map((line) => pieceLine(line, says)).join('\n');
  const tailored = order.lines.some((line) => line.custom);
  const shipping = `${address.street}, ${address.city}, ${address.state} ${address.zip}`;
  const total = `${formatPaise(order.totalPaise)} (${says.gstShipping})`;
  const confirmWords = confirm
    ? { code: says.texted(confirm.phone.slice(-4)), deadline: says.deadline(indiaTime(confirm.by, locale)) }
    : null;
  const quote = says.quote(order.number);
  const opens = opening(order, tailored, confirm, says);
  const text = [
    says.dear(order.customerName),
    '',
    opens,
    ...(confirm && confirmWords ? ['', confirmWords.code, confirmWords.deadline, ''] : []),
    quote,
    '',
    lines,
    ...sums(order, says).map(([label, amount]) => `${label}: ${amount}`),
    `${words.total}: ${total}`,
    paidLine(order, says),
    '',
    `${words.shippingTo}: ${shipping}`,
    '',
    `${says.viewYourOrder}: ${links.order}`,
  ]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
  const actions: MailAction[] = [{ label: words.viewOrder, href: links.order }];
  const cell = { color: MAIL_COLOURS.ink, fontSize: '15px', margin: 0 };
  const html = await renderMailHtml(
    <BrandedMail locale={locale} preview={opens} shopUrl={links.shopUrl} actions={actions}>
      <Paragraph>{says.dear(order.customerName)}</Paragraph>
      <Paragraph>{opens}</Paragraph>
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
                {sizeOf(line, says) && <Text style={{ ...cell, color: MAIL_COLOURS.muted }}>{sizeOf(line, says)}</Text>}
              </Column>
              <Column style={{ padding: '12px 0', textAlign: 'right', whiteSpace: 'nowrap' }}>
                <Text style={cell}>{formatPaise(line.unitPricePaise)}</Text>
              </Column>
            </Row>
          );
        })}
      </Section>
      <Section style={{ margin: '0 0 16px' }}>
        {sums(order, says).map(([label, amount]) => (
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
        <Text style={{ ...cell, color: MAIL_COLOURS.muted, fontSize: '13px' }}>{says.gstShipping}</Text>
        {paidParts(order, says).map((part) => (
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
    subject: confirm ? says.subjectConfirm(order.number) : says.subjectConfirmed(order.number),
    text,
    html,
  };
}
