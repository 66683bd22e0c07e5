import { screen, waitFor } from '@testing-library/react';
import { ALERT_CHANNEL_INFO, reachableChannels } from '../catalog/wishlist';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '../testing';
import { useAlertChannels } from './wishlistEndpoints';

const server = setupApiServer();

/** The channels as a product page lists them for this account. */
function Choice({ account }: { account: { phone: string; email: string | null } | null }) {
  const channels = useAlertChannels(account);
  return (
    <ul aria-label="Tell me by">
      {channels.map((channel) => (
        <li key={channel}>{ALERT_CHANNEL_INFO[channel].label}</li>
      ))}
    </ul>
  );
}
const offered = async () => (await screen.findAllByRole('listitem')).map((item) => item.textContent);

it('offers WhatsApp once the store says it sends it', async () => {
  server.use(api.get('/store/whatsapp', () => HttpResponse.json({ offered: true })));
  renderWithStore(<Choice account={{ phone: '+919812300077', email: 'asha@example.in' }} />);
  await waitFor(async () => expect(await offered()).toEqual(['Text message', 'E-mail', 'WhatsApp']));
});

it('leaves WhatsApp out when the store does not send it', async () => {
  server.use(api.get('/store/whatsapp', () => HttpResponse.json({ offered: false })));
  renderWithStore(<Choice account={{ phone: '+919812300077', email: null }} />);
  await waitFor(() => expect(requestsTo('GET /store/whatsapp')).toHaveLength(1));
  expect(await offered()).toEqual(['Text message']);
});

it('asks nothing for a guest, who picks no channel', () => {
  renderWithStore(<Choice account={null} />);
  expect(screen.queryAllByRole('listitem')).toEqual([]);
  expect(requestsTo('GET /store/whatsapp')).toEqual([]);
});

it('keeps the one-argument call to text and e-mail (no WhatsApp unless the store is named)', () => {
  const account = { phone: '+919812300077', email: 'asha@example.in' };
  expect(reachableChannels(account)).toEqual(['text', 'email']);
  expect(reachableChannels(account, { whatsapp: true })).toEqual(['text', 'email', 'whatsapp']);
  expect(reachableChannels({ phone: null, email: 'asha@example.in' }, { whatsapp: true })).toEqual(['email']);
});
