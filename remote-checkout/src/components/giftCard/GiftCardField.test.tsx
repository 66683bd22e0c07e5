import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { GiftCardField, type AppliedGiftCard } from './GiftCardField';

const server = setupApiServer();
const expiresAt = '2027-12-01T00:00:00.000Z';

/** The field as the checkout holds it: the applied card in its state. */
function Checkout({ due }: { due: number }) {
  const [applied, setApplied] = useState<AppliedGiftCard | null>(null);
  return <GiftCardField due={due} applied={applied} onChange={setApplied} />;
}

it('says what a card pays of a dearer bag (all of it) and of a cheaper one (the bag), and takes it off again', async () => {
  server.use(api.post('/gift-cards/balance', () => HttpResponse.json({ last4: 'T4PW', balance: 1000, expiresAt })));
  const { user, unmount } = renderWithStore(<Checkout due={2499} />);
  await user.type(screen.getByRole('textbox', { name: 'Gift card code' }), 'k7qm 3xd2 9hva t4pw');
  await user.click(screen.getByRole('button', { name: 'APPLY' }));
  expect(await screen.findByText('Gift card ending T4PW pays Rs.1,000')).toBeInTheDocument();
  expect(requestsTo('POST /gift-cards/balance')[0]?.body).toEqual({ code: 'k7qm 3xd2 9hva t4pw' });
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  expect(screen.queryByText(/pays Rs/)).toBeNull();
  expect(screen.getByRole('textbox', { name: 'Gift card code' })).toHaveValue('');
  unmount();

  const cheaper = renderWithStore(<Checkout due={400} />);
  await cheaper.user.type(screen.getByRole('textbox', { name: 'Gift card code' }), 'K7QM-3XD2-9HVA-T4PW');
  await cheaper.user.click(screen.getByRole('button', { name: 'APPLY' }));
  expect(await screen.findByText('Gift card ending T4PW pays Rs.400')).toBeInTheDocument();
});

it("says why a card pays nothing, in the page's language, and applies nothing", async () => {
  server.use(
    api.post('/gift-cards/balance', () =>
      HttpResponse.json(
        {
          message: 'giftCard: The gift card ending T4PW expired on 2026-11-30',
          code: 'giftCard.expired',
          values: { last4: 'T4PW', date: '2026-11-30' },
        },
        { status: 400 },
      ),
    ),
  );
  let rendered!: ReturnType<typeof renderWithStore>;
  await act(async () => {
    rendered = renderWithStore(<Checkout due={2499} />, { locale: 'hi' });
  });
  await rendered.user.type(await screen.findByRole('textbox', { name: 'गिफ़्ट कार्ड कोड' }), 'K7QM3XD29HVAT4PW');
  await rendered.user.click(screen.getByRole('button', { name: 'लागू करें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'T4PW पर ख़त्म होने वाला गिफ़्ट कार्ड 2026-11-30 को समाप्त हो गया',
  );
  expect(screen.queryByText(/चुकाएगा/)).toBeNull();
  expect(screen.getByRole('textbox', { name: 'गिफ़्ट कार्ड कोड' })).toHaveValue('K7QM3XD29HVAT4PW');
});

it('tells a spent card from one it could not check', async () => {
  server.use(
    api.post('/gift-cards/balance', () => HttpResponse.json({ last4: 'T4PW', balance: 0, expiresAt }), { once: true }),
    api.post('/gift-cards/balance', () => HttpResponse.error()),
  );
  const { user } = renderWithStore(<Checkout due={2499} />);
  await user.type(screen.getByRole('textbox', { name: 'Gift card code' }), 'K7QM3XD29HVAT4PW');
  await user.click(screen.getByRole('button', { name: 'APPLY' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The gift card ending T4PW has nothing left on it');
  await user.click(screen.getByRole('button', { name: 'APPLY' }));
  expect(await screen.findByText('Could not check the gift card. Please try again.')).toBeInTheDocument();
});
