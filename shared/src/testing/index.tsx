import type { OrderJson } from '../api/contract';
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from '@store/shared/router';
import { createI18n, I18nProvider, type Locale } from '@store/shared/i18n';
import * as toasts from 'react-toastify';
import { answerProblem } from '../api/answerChecks';
import { createAppStore, type PagePrefetch } from '../store/createAppStore';
import { provideToasts } from '../ui/notify';
import type { RootState } from '../store/rootReducer';
import { storeApi, type ApiState } from '../store/storeApi';

export { captchaHandler } from './captcha';
export { pincodesHandler } from './pincodes';
export { sampleProduct } from './fixtures';
export { api, requests, requestsTo, setupApiServer, type SentRequest } from './apiServer';

// Loaded already: toasts show at once, as they do in the shell after the first.
provideToasts(toasts);

/** The current location, rendered where a test can read it (history replace vs push included). */
function LocationProbe() {
  const location = useLocation();
  return (
    <output
      data-testid="location"
      data-action={useNavigationType()}
      data-state={JSON.stringify(location.state ?? null)}
    >
      {location.pathname + location.search}
    </output>
  );
}

/** Tests check every answer the store's API slice reads against the API's own schemas. */
const TEST_SERVICES = { checkAnswer: answerProblem };

/**
 * Renders a screen as the shell would: the real store, a router at `route` and the toast
 * container. `path` is the route pattern (for params); `/other` paths land on a probe.
 * `serverCache`: the API answers a server-drawn page arrived with (`prefetchedCache`).
 * `user` acts as a shopper does (Testing Library's userEvent: pointer, keyboard, focus).
 */
export function renderWithStore(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    preloadedState,
    serverCache,
    locale = 'en',
    basename,
  }: {
    route?: string | { pathname: string; state?: unknown };
    /** The page's language; a screen in Hindi arrives once its messages load (find, not get). */
    locale?: Locale;
    /** The router's basename, as the shell sets it for a language's addresses ('/hi'). */
    basename?: string;
    path?: string;
    preloadedState?: Partial<Omit<RootState, 'api'>>;
    serverCache?: ApiState;
  } = {},
) {
  const { store } = createAppStore({ preloadedState, serverCache, services: TEST_SERVICES });
  // No pauses between keystrokes: the same under Jest's fake timers as under real ones.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <Provider store={store}>
      <I18nProvider i18n={createI18n(locale)}>
        <MemoryRouter initialEntries={[route]} basename={basename}>
          <Suspense fallback={null}>
            <Routes>
              <Route path={path} element={ui} />
              {path === '*' ? null : <Route path="*" element={null} />}
            </Routes>
          </Suspense>
          <LocationProbe />
          <toasts.ToastContainer />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  return { ...result, store, user };
}

/**
 * The API cache a page arrives with when the render server draws it: `prefetch` (the exposed
 * module's) run for `url` in a store of its own, answered by the test's mock API server, as the server
 * runs it before drawing.
 */
export async function prefetchedCache(
  prefetch: PagePrefetch,
  url: string,
  params: Record<string, string> = {},
): Promise<ApiState> {
  const { store } = createAppStore({ services: TEST_SERVICES });
  prefetch({ url: new URL(url, 'https://elegance.example.in'), params }, store.dispatch);
  await Promise.all(store.dispatch(storeApi.util.getRunningQueriesThunk()));
  return store.getState().api;
}

/**
 * jsdom has no IntersectionObserver. This one reports intersections only when the test says
 * so, so a test decides when the shopper "scrolls" a lazy section or list end into view.
 */
export function installIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    /** Tells every observer of a matching element that it is (or no longer is) in view. */
    setInView(match: (element: Element) => boolean, isIntersecting = true) {
      for (const { callback, elements } of [...observers]) {
        const hits = [...elements].filter(match);
        if (hits.length)
          callback(
            hits.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
      }
    },
    restore() {
      globalThis.IntersectionObserver = original;
    },
  };
}

/** A partly paid order of two items as the API sends it, for tests of the order screens. */
export const SAMPLE_ORDER: OrderJson = {
  _id: 'o1',
  orderNumber: 'ELG-2026-000123',
  customer: { name: 'Asha' },
  phone: '+919876543210',
  totalAmount: 125000,
  paidAmount: 25000,
  amountDue: 100000,
  discount: 0,
  couponCode: null,
  status: 'partial-paid',
  completed: false,
  fulfilment: 'processing',
  expectedDispatch: '2026-11-30',
  shipment: null,
  deleted: false,
  guest: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  shippingAddress: {
    name: 'Asha',
    street: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560001',
    country: 'India',
  },
  items: [
    {
      _id: 'o1-0',
      productId: 'p1',
      name: 'Royal Sherwani',
      size: { upper: 'M', lower: '32' },
      price: 100000,
      image: '',
      stage: null,
    },
    { _id: 'o1-1', productId: 'p2', name: 'Noor Gown', size: 'S', price: 25000, image: '', stage: null },
  ],
};

/** A saved address as the API sends it, for tests of the screens that show addresses. */
export const SAMPLE_ADDRESS = {
  _id: 'a1',
  name: 'Asha Rao',
  phone: '+919876543210',
  email: null,
  street: '12 MG Road',
  landmark: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
};

/**
 * Types an address into the shared address form (labels as shoppers see them), saves it and
 * waits until the form has closed (it checks asynchronously: its rules load on first use).
 */
export async function fillAddressForm(form: HTMLElement, overrides: Record<string, string> = {}): Promise<void> {
  const values: Record<string, string> = {
    'Full name': 'Asha Rao',
    Phone: '9876543210',
    Address: '12 MG Road',
    City: 'Bengaluru',
    State: 'Karnataka',
    Pincode: '560001',
    ...overrides,
  };
  const user = userEvent.setup({ delay: null });
  for (const [label, value] of Object.entries(values)) {
    const field = within(form).getByLabelText(label);
    if (field instanceof HTMLSelectElement) {
      await user.selectOptions(field, value);
      continue;
    }
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  await user.click(within(form).getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(form.isConnected).toBe(false), { timeout: 5000 });
}
