import { loadConfig } from '../src/config';
import { describeSize } from '@store/shared/format';
import { isMadeToMeasure } from '@store/shared/catalog';
import type { PlacedOrder } from '../src/modules/orders/ordersRepository';
import { orderConfirmation } from '../src/modules/orders/confirmationMail';
import { mailer } from '../src/providers/email';
import { smtpServer } from './smtpServer';

it('sends order e-mail through the SMTP server of SMTP_URL', async () => {
  const server = await smtpServer();
  try {
    const config = loadConfig({ SMTP_URL: server.url, MAIL_FROM: 'Elegance <orders@test.in>' });
    await mailer(config).send({ to: 'asha@example.in', subject: 'Your order', text: 'Thank you, Asha.' });
    const received = server.state.received;
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: asha@example.in');
    expect(received[0]).toContain('From: Elegance <orders@test.in>');
    expect(received[0]).toContain('Thank you, Asha.');
  } finally {
    await server.close();
  }
});

const links = { order: 'https://shop.test/customer-dashboard', shopUrl: 'https://shop.test' };

describe('the order confirmation', () => {
  const mail = (items: { name: string; size: unknown; pricePaise: number; image?: string }[], discountPaise = 0) =>
    orderConfirmation(
      {
        number: 'ELG-2026-000042',
        customerName: 'Asha',
        email: 'asha@example.in',
        shippingAddress: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zip: '560001' },
        lines: items.map(({ pricePaise, ...item }, index) => ({
          id: `line-${index}`,
          productId: 'p',
          image: '',
          unitPricePaise: pricePaise,
          custom: isMadeToMeasure(item.size),
          ...item,
        })),
        couponCode: discountPaise ? 'WELCOME10' : null,
        discountPaise,
        totalPaise: items.reduce((sum, item) => sum + item.pricePaise, 0) - discountPaise,
        paidPaise: items.reduce((sum, item) => sum + item.pricePaise, 0) - discountPaise,
      } as unknown as PlacedOrder,
      links,
    );
  const order = async (...args: Parameters<typeof mail>) => (await mail(...args)).text;

  it('lists each piece with its size and the coupon, so the lines add up to what was paid', async () => {
    const text = await order(
      [
        { name: 'Silk Kurta', size: 'M', pricePaise: 249_900 },
        { name: 'Bandhgala', size: { custom: true, chest: 40, waist: 34 }, pricePaise: 1_200_000 },
        { name: 'Pocket Square', size: null, pricePaise: 50_000 },
      ],
      150_000,
    );
    expect(text).toContain(
      '- Silk Kurta (Size M): Rs.2,499\n- Bandhgala (Made to measure): Rs.12,000\n- Pocket Square: Rs.500',
    );
    expect(text).toContain('Coupon WELCOME10: -Rs.1,500\nTotal: Rs.13,499');
    expect(text).toContain('will start tailoring your made-to-measure pieces');
  });

  it('promises tailoring only when a piece is made to measure', async () => {
    const size = { upper: 'L', lower: '34' };
    const text = await order([{ name: 'Silk Kurta', size, pricePaise: 249_900 }]);
    // Written as every order screen writes a size.
    expect(text).toContain(`- Silk Kurta (Size ${describeSize(size)}): Rs.2,499`);
    expect(text).not.toMatch(/tailor/i);
    expect(text).toContain('We have received your payment and are getting it ready.');
  });

  it('shows each piece with its picture, size and price in HTML, beside a text part with no HTML', async () => {
    const sent = await mail([
      { name: 'Silk Kurta', size: 'M', pricePaise: 249_900, image: 'https://shop.test/media/products/kurta.jpg' },
      // A picture named without an origin is placed on the shop's.
      { name: 'Pocket Square', size: null, pricePaise: 50_000, image: '/media/products/square.jpg' },
    ]);
    const html = String(sent.html);
    expect(html).toContain('src="https://shop.test/media/products/kurta.jpg?tr=w-160,q-80,f-auto"');
    expect(html).toContain('src="https://shop.test/media/products/square.jpg?tr=w-160,q-80,f-auto"');
    expect(html).toContain('Size M');
    expect(html).toContain('Rs.2,499');
    expect(html).toContain('Rs.2,999');
    expect(html).toMatch(/<a href="https:\/\/shop.test\/customer-dashboard"[^>]*>.*View order/s);
    expect(sent.text).toContain('View your order: https://shop.test/customer-dashboard');
    expect(sent.text).not.toMatch(/<[a-z/!]/i);
    expect(sent.text).not.toContain('&amp;');
  });

  it('tells a cash order waiting for its phone where to confirm it, with neither the link nor the code', async () => {
    const sent = await orderConfirmation(
      {
        number: 'ELG-2026-000043',
        customerName: 'Meera',
        email: 'meera@example.in',
        paymentMethod: 'cash',
        shippingAddress: { street: '4 Park Street', city: 'Kolkata', state: 'West Bengal', zip: '700016' },
        lines: [{ id: 'l', name: 'Silk Kurta', size: 'M', image: '', unitPricePaise: 249_900, custom: false }],
        discountPaise: 0,
        cashFeePaise: 5_000,
        totalPaise: 254_900,
        paidPaise: 0,
      } as unknown as PlacedOrder,
      links,
      { phone: '+919830012345', by: new Date('2026-03-01T10:00:00Z') },
    );
    // Anyone may type any e-mail address: the confirmation stays with the phone.
    for (const part of [sent.text, sent.html]) {
      expect(part).toContain('We sent a text to the phone ending 2345 with a link and a code');
      expect(part).not.toContain('confirm-order');
    }
    expect(sent.text).toContain('to pay in cash on delivery: Rs.2,549');
    expect(sent.html).toContain('To pay in cash on delivery: Rs.2,549');
  });
});

it('sends text and HTML as one multipart/alternative message', async () => {
  const server = await smtpServer();
  try {
    const config = loadConfig({ SMTP_URL: server.url, MAIL_FROM: 'Elegance <orders@test.in>' });
    await mailer(config).send({
      to: 'asha@example.in',
      subject: 'Your order',
      text: 'Thank you, Asha.',
      html: '<p>Thank you, Asha.</p>',
    });
    const [received] = server.state.received;
    expect(received).toContain('Content-Type: multipart/alternative');
    expect(received).toContain('Content-Type: text/plain');
    expect(received).toContain('Content-Type: text/html');
  } finally {
    await server.close();
  }
});
