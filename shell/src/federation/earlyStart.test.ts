import { PARKED_SCRIPT_TYPE, SERVER_DRAWN_ATTRIBUTE } from '@store/shared/config';

/**
 * A page streams in: the render server parks the shell's scripts in the head it sends first,
 * meaning to draw the body. When that draw fails (its remote or the API broke meanwhile), the
 * page ends with an empty #root, and the early start must start the scripts at once: waiting
 * for a largest paint that never comes would leave the shopper a blank page.
 */
beforeEach(() => {
  document.documentElement.setAttribute(SERVER_DRAWN_ATTRIBUTE, 'server');
  document.head.innerHTML = `<script type="${PARKED_SCRIPT_TYPE}" data-src="/static/js/index.1.js"></script>`;
  // The runtime config never arrives: only the scripts' start is under test.
  Object.assign(window, { fetch: () => new Promise(() => undefined) });
});

const startedScripts = () => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('starts the parked scripts as soon as the page is parsed when the server sent #root empty', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  await jest.isolateModulesAsync(async () => {
    await import('./earlyStart');
  });
  await settle();
  expect(startedScripts()).toEqual(['/static/js/index.1.js']);
  expect(document.querySelector(`script[type="${PARKED_SCRIPT_TYPE}"]`)).toBeNull();
});

it('keeps them parked on a drawn page until its largest paint is on screen', async () => {
  document.body.innerHTML = '<div id="root"><main>Drawn</main></div>';
  let reportPaint: () => void = () => undefined;
  class PaintObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: () => void) {
      reportPaint = callback;
    }
    observe() {}
    disconnect() {}
  }
  Object.assign(window, { PerformanceObserver: PaintObserver });
  await jest.isolateModulesAsync(async () => {
    await import('./earlyStart');
  });
  await settle();
  expect(startedScripts()).toEqual([]);
  reportPaint();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(startedScripts()).toEqual(['/static/js/index.1.js']);
});
