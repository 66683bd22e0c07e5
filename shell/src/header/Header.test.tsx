import { renderWithStore } from '@store/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { Header } from './Header';

const customer = { session: { currentUser: { name: 'Asha', phone: '+919876543210', role: 'customer' as const } } };

it('opens a menu with the sections, and no second search box (the header has the one)', async () => {
  const { user } = renderWithStore(<Header />, { route: '/' });
  const button = screen.getByRole('button', { name: 'Menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  const menu = screen.getByRole('dialog', { name: 'Menu' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const sections = within(menu).getByRole('navigation', { name: 'Sections' });
  expect(within(sections).getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/womens');

  expect(within(menu).queryByRole('search')).not.toBeInTheDocument();
  await user.click(within(sections).getByRole('link', { name: 'Women' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/womens');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(button);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('draws the menu as links, which work before the code arrives', () => {
  renderWithStore(<Header />, { route: '/' });
  // The server-drawn copy in the closed disclosure: plain links.
  const drop = screen.getAllByRole('navigation', { name: 'Sections', hidden: true })[0] as HTMLElement;
  expect(within(drop).getByRole('link', { name: 'Men', hidden: true })).toHaveAttribute('href', '/mens');
});

it("shows a signed-in shopper's initial and number, and their account in the menu", async () => {
  const { user } = renderWithStore(<Header />, { route: '/', preloadedState: customer });
  expect(screen.getByText('A')).toBeInTheDocument();
  expect(screen.getByTestId('header-phone')).toHaveTextContent('+91 98765 43210');
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const menu = screen.getByRole('dialog', { name: 'Menu' });
  expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/customer-dashboard');
  // Narrow phones leave the number out of the header: the menu says who is signed in.
  expect(within(menu).getByText('Signed in as 98765 43210')).toBeInTheDocument();
  expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});

it("links the wishlist with how many pieces it holds, none counted until this browser's list is read", () => {
  const saved = {
    wishlist: {
      items: [
        { productId: 'p1', addedAt: '2026-11-20T10:00:00.000Z' },
        { productId: 'p2', addedAt: '2026-11-19T10:00:00.000Z' },
      ],
      owner: null,
    },
  };
  const { unmount } = renderWithStore(<Header />, { route: '/', preloadedState: saved });
  expect(screen.getByRole('link', { name: 'Wishlist, 2 pieces' })).toHaveAttribute('href', '/wishlist');
  expect(screen.getByTestId('wishlist-count')).toHaveTextContent('2');
  unmount();
  // A page the server drew shows no count until the kept list is back (it would not match).
  renderWithStore(<Header />, {
    route: '/',
    preloadedState: { ...saved, ui: { cartOpen: false, loginOpen: false, browserStateLoaded: false } },
  });
  expect(screen.getByRole('link', { name: 'Wishlist, 0 pieces' })).toBeInTheDocument();
  expect(screen.queryByTestId('wishlist-count')).not.toBeInTheDocument();
});

const line = (itemId: string) => ({
  productId: itemId,
  name: 'Kurta',
  size: 'M',
  price: 1999,
  image: '',
  itemId,
  quantity: 1,
});

it('speaks Hindi on a Hindi page: the sections, the bag with its count, the menu and the account', async () => {
  const { user } = await act(async () =>
    renderWithStore(<Header />, {
      route: '/mens',
      locale: 'hi',
      preloadedState: { ...customer, cart: { items: [line('a'), line('b'), line('c')], couponCode: null } },
    }),
  );
  const sections = await screen.findByRole('navigation', { name: 'स्टोर के सेक्शन' });
  expect(within(sections).getByRole('link', { name: 'पुरुष' })).toHaveAttribute('href', '/mens');
  expect(within(sections).getByRole('link', { name: 'महिला' })).toHaveAttribute('href', '/womens');
  expect(within(sections).getByRole('link', { name: 'एक्सेसरीज़' })).toHaveAttribute('href', '/accessories');
  expect(screen.getByRole('button', { name: 'शॉपिंग बैग, 3 आइटम' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'विशलिस्ट, 0 पीस' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'डैशबोर्ड' })).toBeInTheDocument();

  // The menu's dialog brings the shared screens' Hindi words along: wait for them.
  await act(async () => user.click(screen.getByRole('button', { name: 'मेन्यू' })));
  const menu = await screen.findByRole('dialog', { name: 'मेन्यू' });
  expect(within(menu).getByRole('link', { name: 'कस्टमर केयर' })).toHaveAttribute('href', '/help');
  expect(within(menu).getByText('98765 43210 से साइन इन हैं')).toBeInTheDocument();
  expect(within(menu).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
});

it('is opaque, so the page scrolled under it never shows through its words', () => {
  renderWithStore(<Header />, { route: '/mens' });
  const bar = screen.getByRole('banner');
  const colour = getComputedStyle(bar).backgroundColor;
  expect(colour).toBeTruthy();
  // rgb(...) or rgba(..., 1): no transparency left.
  const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(colour)?.[1];
  expect(alpha === undefined ? 1 : Number(alpha)).toBe(1);
});
