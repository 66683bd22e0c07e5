import { itemAdded } from '@store/shared/store';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requests, sampleProduct, setupApiServer } from '@store/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CartDrawerPanel } from './CartDrawerPanel';

const server = setupApiServer();

const product = sampleProduct({
  name: 'Noor Gown',
  price: 12500,
  category: 'womens',
  images: [{ url: '/g.jpg', fileId: 'g' }],
  availability: { XS: 'out', S: 'in_stock', M: 'in_stock', L: 'low' },
  left: { L: 2 },
});

it('shows the empty state', () => {
  renderWithStore(<CartDrawerPanel />);
  expect(screen.getByRole('dialog', { name: 'Shopping cart' })).toHaveTextContent('Your cart is empty.');
  expect(screen.getByText('Shipping and taxes calculated at checkout.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
});

it('loads each product once from the API; a failed one reads Product not found at 0', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    api.get<{ id: string }>('/api/products/:id', ({ params }) =>
      params.id === 'p1'
        ? HttpResponse.json(product)
        : HttpResponse.json({ message: 'Product not found' }, { status: 404 }),
    ),
  );
  const { store, user } = renderWithStore(<CartDrawerPanel />);
  act(() => {
    store.dispatch(itemAdded({ productId: 'p1', name: 'Old name', size: 'S', price: 1, image: '' }));
    store.dispatch(itemAdded({ productId: 'p1', name: 'Old name', size: 'M', price: 1, image: '' }));
    store.dispatch(itemAdded({ productId: 'p2', name: 'Vanished', size: null, price: 999, image: '' }));
  });
  expect(await screen.findByText('Product not found')).toBeInTheDocument();
  expect(requests.map((call) => call.path).sort()).toEqual(['/api/products/p1', '/api/products/p2']);
  const lines = screen.getAllByTestId('cart-line');
  expect(lines[0]).toHaveTextContent('Noor Gown₹12,500Size: S');
  // A piece without sizes (an accessory) says so, never 'Size: -'.
  expect(lines[2]).toHaveTextContent('Product not found₹0One size');
  expect(lines[2]).not.toHaveTextContent('Size:');
  expect(screen.getByText('Subtotal').parentElement).toHaveTextContent('₹25,000');

  await user.click(within(lines[0] as HTMLElement).getByRole('button', { name: 'Remove Noor Gown' }));
  expect(store.getState().cart.items.map((item) => item.itemId)).toEqual(['p1-M', 'p2-unknown']);
  log.mockRestore();
});

it('says per line what the product has left of its size: Only 2 left, Out of stock', async () => {
  server.use(api.get('/api/products/:id', () => HttpResponse.json(product)));
  const { store } = renderWithStore(<CartDrawerPanel />);
  act(() => {
    for (const size of ['S', 'L', 'XS'])
      store.dispatch(itemAdded({ productId: 'p1', name: 'Noor Gown', size, price: 1, image: '' }));
  });
  await screen.findByText('Only 2 left');
  const [inStock, low, out] = screen.getAllByTestId('cart-line') as HTMLElement[];
  expect(inStock).toHaveTextContent(/^Noor Gown₹12,500Size: SQty−1\+Remove$/);
  expect(low).toHaveTextContent('Size: LOnly 2 left');
  expect(out).toHaveTextContent('Size: XSOut of stock');
  // Each line keeps its Remove, the out one too.
  expect(within(out as HTMLElement).getByRole('button', { name: 'Remove Noor Gown' })).toBeEnabled();
});

it('steps a line from 1 up to 5 pieces, never above what is left of its size; the subtotal follows', async () => {
  server.use(api.get('/api/products/:id', () => HttpResponse.json(product)));
  const { store, user } = renderWithStore(<CartDrawerPanel />);
  act(() => {
    for (const size of ['S', 'L'])
      store.dispatch(itemAdded({ productId: 'p1', name: 'Noor Gown', size, price: 1, image: '' }));
  });
  await screen.findByText('Only 2 left');
  const [plenty, low] = screen.getAllByTestId('cart-line') as HTMLElement[];
  const stepper = (line: HTMLElement) => within(line).getByRole('group', { name: 'Quantity of Noor Gown' });
  const more = (line: HTMLElement) => within(line).getByRole('button', { name: 'One more Noor Gown' });
  const fewer = (line: HTMLElement) => within(line).getByRole('button', { name: 'One fewer Noor Gown' });
  expect(fewer(plenty as HTMLElement)).toHaveAttribute('aria-disabled', 'true');
  for (let i = 0; i < 4; i += 1) await user.click(more(plenty as HTMLElement));
  expect(stepper(plenty as HTMLElement)).toHaveTextContent('Qty−5+');
  // At the end the step says so and keeps its focus; another press changes nothing.
  expect(more(plenty as HTMLElement)).toHaveAttribute('aria-disabled', 'true');
  expect(more(plenty as HTMLElement)).toHaveFocus();
  await user.click(more(plenty as HTMLElement));
  expect(stepper(plenty as HTMLElement)).toHaveTextContent('Qty−5+');
  await user.click(fewer(plenty as HTMLElement));
  expect(stepper(plenty as HTMLElement)).toHaveTextContent('Qty−4+');
  // 'Only 2 left': two at most.
  await user.click(more(low as HTMLElement));
  expect(stepper(low as HTMLElement)).toHaveTextContent('Qty−2+');
  await user.click(more(low as HTMLElement));
  expect(stepper(low as HTMLElement)).toHaveTextContent('Qty−2+');
  expect(store.getState().cart.items.map((item) => item.quantity)).toEqual([4, 2]);
  expect(screen.getByText('Subtotal').parentElement).toHaveTextContent('₹75,000');
});

it('Continue Shopping closes the drawer', async () => {
  const { store, user } = renderWithStore(<CartDrawerPanel />);
  act(() => void store.dispatch({ type: 'ui/cartOpened' }));
  await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
  expect(store.getState().ui.cartOpen).toBe(false);
});

describe('in Hindi', () => {
  it('says an accessory is one size, never "साइज़: -"', async () => {
    const watch = sampleProduct({ _id: 'p4', name: 'Tan Watch', price: 3000, category: 'accessories', images: [] });
    server.use(api.get('/api/products/:id', () => HttpResponse.json(watch)));
    const { store } = await act(async () => renderWithStore(<CartDrawerPanel />, { locale: 'hi' }));
    act(() => void store.dispatch(itemAdded({ productId: 'p4', name: 'Tan Watch', size: null, price: 1, image: '' })));
    const line = await screen.findByTestId('cart-line');
    await waitFor(() => expect(line).toHaveTextContent('Tan Watch₹3,000फ़्री साइज़'));
    expect(line).not.toHaveTextContent('साइज़:');
  });

  it('names a piece by the Hindi name kept in the bag while its product is still loading', async () => {
    server.use(api.get('/api/products/:id', async () => HttpResponse.json(await new Promise(() => {}))));
    const { store } = await act(async () => renderWithStore(<CartDrawerPanel />, { locale: 'hi' }));
    act(
      () =>
        void store.dispatch(
          itemAdded({ productId: 'p1', name: 'Noor Gown', nameHi: 'नूर गाउन', size: 'S', price: 12500, image: '' }),
        ),
    );
    const line = await screen.findByTestId('cart-line');
    expect(line).toHaveTextContent(/^नूर गाउन/);
    expect(line).not.toHaveTextContent('Noor Gown');
  });

  it('says the bag is empty in Hindi', async () => {
    await act(async () => renderWithStore(<CartDrawerPanel />, { locale: 'hi' }));
    const drawer = await screen.findByRole('dialog', { name: 'शॉपिंग कार्ट' });
    expect(drawer).toHaveTextContent('आपका कार्ट खाली है।');
    expect(screen.getByText('शिपिंग और टैक्स चेकआउट पर जोड़े जाएंगे।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'चेकआउट करें' })).toHaveAttribute('href', '/checkout');
  });

  it('names each piece in Hindi where the product has it, with its size, measurements, stock and total', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const stole = sampleProduct({ _id: 'p3', name: 'Silk Stole', price: 5000, category: 'womens', images: [] });
    server.use(
      api.get<{ id: string }>('/api/products/:id', ({ params }) =>
        params.id === 'p1'
          ? HttpResponse.json({ ...product, nameHi: 'नूर गाउन' })
          : params.id === 'p3'
            ? HttpResponse.json(stole)
            : HttpResponse.json({ message: 'Product not found' }, { status: 404 }),
      ),
    );
    const { store, user } = await act(async () => renderWithStore(<CartDrawerPanel />, { locale: 'hi' }));
    act(() => {
      store.dispatch(itemAdded({ productId: 'p1', name: 'Noor Gown', size: 'L', price: 1, image: '' }));
      store.dispatch(itemAdded({ productId: 'p1', name: 'Noor Gown', size: 'XS', price: 1, image: '' }));
      store.dispatch(
        itemAdded({
          productId: 'p3',
          name: 'Silk Stole',
          size: { custom: true, waist: 30, bust: 36 },
          price: 1,
          image: '',
        }),
      );
      store.dispatch(itemAdded({ productId: 'p2', name: 'Vanished', size: 'M', price: 999, image: '' }));
    });
    expect(await screen.findByText('सिर्फ़ 2 बचे हैं')).toBeInTheDocument();
    const [low, out, measured, gone] = screen.getAllByTestId('cart-line') as HTMLElement[];
    expect(low).toHaveTextContent(/^नूर गाउन₹12,500साइज़: Lसिर्फ़ 2 बचे हैंमात्रा−1\+हटाएं$/);
    expect(out).toHaveTextContent('साइज़: XSस्टॉक में नहीं');
    // No Hindi name given: the English one; the measurements' labels in Hindi, in the form's order.
    expect(measured).toHaveTextContent('Silk Stole₹5,000साइज़: बस्ट: 36, कमर: 30');
    expect(gone).toHaveTextContent('प्रोडक्ट नहीं मिला₹0साइज़: M');
    expect(screen.getByText('सबटोटल').parentElement).toHaveTextContent('₹30,000');

    await user.click(within(low as HTMLElement).getByRole('button', { name: 'नूर गाउन हटाएं' }));
    expect(store.getState().cart.items.map((item) => item.itemId)).not.toContain('p1-L');
    log.mockRestore();
  });
});
