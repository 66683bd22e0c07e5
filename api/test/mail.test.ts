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

describe('the order confirmation', () => {
  const order = (items: { name: string; size: unknown; pricePaise: number }[], discountPaise = 0) =>
    orderConfirmation({
      number: 'ELG-2026-000042',
      customerName: 'Asha',
      email: 'asha@example.in',
      shippingAddress: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zip: '560001' },
      lines: items.map(({ pricePaise, ...item }) => ({
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
    } as unknown as PlacedOrder).text;

  it('lists each piece with its size and the coupon, so the lines add up to what was paid', () => {
    const text = order(
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

  it('promises tailoring only when a piece is made to measure', () => {
    const size = { upper: 'L', lower: '34' };
    const text = order([{ name: 'Silk Kurta', size, pricePaise: 249_900 }]);
    // Written as every order screen writes a size.
    expect(text).toContain(`- Silk Kurta (Size ${describeSize(size)}): Rs.2,499`);
    expect(text).not.toMatch(/tailor/i);
    expect(text).toContain('We have received your payment and are getting it ready.');
  });
});
