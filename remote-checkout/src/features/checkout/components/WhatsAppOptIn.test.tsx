import { WHATSAPP_OPT_IN } from '@store/shared/api';
import { HttpResponse } from 'msw';
import { api, renderWithStore, setupApiServer } from '@store/shared/testing';
import { act, screen } from '@testing-library/react';
import { WhatsAppOptIn } from './WhatsAppOptIn';

const server = setupApiServer();
beforeEach(() => server.use(api.get('/store/whatsapp', () => HttpResponse.json({ offered: true }))));

const box = <WhatsAppOptIn phone="+919876543210" checked={false} onChange={() => {}} />;

// The API records the English wording's version with a ticked box: the English page shows that wording.
it('shows in English the very wording the consent is recorded under', async () => {
  renderWithStore(box);
  expect(await screen.findByRole('checkbox', { name: WHATSAPP_OPT_IN.label })).not.toBeChecked();
});

it('asks in Hindi on a Hindi page, naming the number', async () => {
  await act(async () => renderWithStore(box, { locale: 'hi' }));
  expect(await screen.findByRole('checkbox', { name: 'मुझे WhatsApp पर ऑर्डर अपडेट भेजें' })).toHaveAccessibleDescription(
    /^\+91 98765 43210 पर: कन्फ़र्मेशन/,
  );
});
