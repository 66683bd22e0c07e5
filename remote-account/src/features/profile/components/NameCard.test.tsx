import { HttpResponse } from 'msw';
import { api, renderWithStore, setupApiServer } from '@store/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { NameCard } from './NameCard';

const server = setupApiServer();
const signedIn = (name: string) =>
  ({ session: { currentUser: { name, phone: '+919876543210', email: null, role: 'customer' } } }) as never;

beforeEach(() => localStorage.clear());

it('asks a customer without a name once, saves it, and the store (and so the header) knows it', async () => {
  server.use(
    api.put('/account/profile', async ({ request }) => {
      const body = await request.json();
      return HttpResponse.json({
        name: (body as { name: string }).name.trim(),
        phone: '+919876543210',
        email: null,
        role: 'customer',
        permissions: [],
      });
    }),
  );
  const { store, user } = renderWithStore(<NameCard />, { preloadedState: signedIn('') });
  expect(screen.getByRole('heading', { name: 'What should we call you?' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.click(screen.getByRole('button', { name: 'Save name' }));
  expect(await screen.findByText('Name saved')).toBeInTheDocument();
  expect(store.getState().session.currentUser?.name).toBe('Asha Rao');
  expect(screen.getByRole('heading', { name: 'Your name' })).toBeInTheDocument();
});

it('does not ask again once skipped', async () => {
  const first = renderWithStore(<NameCard />, { preloadedState: signedIn('') });
  await first.user.click(screen.getByRole('button', { name: 'Skip' }));
  expect(screen.getByRole('heading', { name: 'Your name' })).toBeInTheDocument();
  first.unmount();
  renderWithStore(<NameCard />, { preloadedState: signedIn('') });
  expect(screen.queryByRole('heading', { name: 'What should we call you?' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
});

it("shows the server's message for a name it refuses", async () => {
  server.use(
    api.put('/account/profile', () => HttpResponse.json({ message: 'name: Name is required' }, { status: 400 })),
  );
  const { user } = renderWithStore(<NameCard />, { preloadedState: signedIn('Asha') });
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), ' ');
  await user.click(screen.getByRole('button', { name: 'Save name' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Name is required'));
});
