/** @jest-environment node */
import { PARKED_SCRIPT_TYPE } from '@store/shared/config';
import { documentEnd, documentStart, originOf, pageDocument, SERVER_STATE_ID } from './document';
import { privateHead } from './seo/pageHead';
import type { ApiState } from '@store/shared/store';

const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Build title</title>
    <meta name="description" content="Build description">
    <script defer src="/static/js/lib.1.js"></script><script defer src="/static/js/index.2.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** An API slice's state holding these cache entries. */
const cacheOf = (queries: Record<string, unknown>) =>
  ({ queries, mutations: {}, provided: { tags: {}, keys: {} }, subscriptions: {}, config: {} }) as unknown as ApiState;

it('hands the browser the answers as data no product text can break out of', () => {
  const hostile = '</script><script>alert(1)</script><!--';
  const html = pageDocument(TEMPLATE, privateHead(), {
    html: '<main>drawn</main>',
    styles: '<style data-styled="true">.a{}</style>',
    apiState: cacheOf({ 'product("p1")': { status: 'fulfilled', data: { name: hostile } } }),
  });
  expect(html).toContain('<html lang="en-IN" data-drawn="server">');
  expect(html).toContain('<div id="root"><main>drawn</main></div>');
  expect(html).not.toContain('<script>alert(1)');
  const state = new RegExp(`<script id="${SERVER_STATE_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1];
  expect(JSON.parse(state ?? '').queries['product("p1")'].data.name).toBe(hostile);
  expect(html.match(/<title>/g)).toHaveLength(1);
});

it('leaves #root empty for the browser to draw when the server did not', () => {
  const html = pageDocument(TEMPLATE, privateHead());
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('data-drawn');
  expect(html).not.toContain(SERVER_STATE_ID);
});

it("parks a drawn page's scripts for after its load, and opens its images' connection early", () => {
  const html = pageDocument(TEMPLATE, privateHead(), {
    html: '<main><img alt="Kurta" src="http://localhost:4000/media/a.jpg?tr=w-800"></main>',
    styles: '',
    apiState: cacheOf({}),
  });
  expect(html).not.toContain('<script defer');
  const parked = [
    ...html.matchAll(new RegExp(`<script type="${PARKED_SCRIPT_TYPE}" data-src="([^"]+)"></script>`, 'g')),
  ];
  expect(parked.map((match) => match[1])).toEqual(['/static/js/lib.1.js', '/static/js/index.2.js']);
  expect(html).toContain('<link rel="preconnect" href="http://localhost:4000">');
});

it('keeps the scripts of a page the browser draws as the build wrote them', () => {
  const html = pageDocument(TEMPLATE, privateHead());
  expect(html).toContain('<script defer src="/static/js/lib.1.js"></script>');
  expect(html).not.toContain(PARKED_SCRIPT_TYPE);
  expect(html).not.toContain('preconnect');
});

it("opens the images' connection in the start, which leaves before the body is drawn, and only once", () => {
  const body = {
    html: '<main><img alt="Kurta" src="http://localhost:4000/media/a.jpg?tr=w-360"></main>',
    styles: '',
    apiState: cacheOf({}),
  };
  const start = documentStart(TEMPLATE, privateHead(), true, 'http://localhost:4000');
  expect(start).toContain('<link rel="preconnect" href="http://localhost:4000">');
  expect(documentEnd(TEMPLATE, body, 'http://localhost:4000')).not.toContain('preconnect');
  // Images from another origin than the start guessed: the end opens theirs.
  expect(documentEnd(TEMPLATE, body, 'https://ik.imagekit.io')).toContain(
    '<link rel="preconnect" href="http://localhost:4000">',
  );
  // A page the browser draws opens nothing.
  expect(documentStart(TEMPLATE, privateHead(), false, 'http://localhost:4000')).not.toContain('preconnect');
});

it("names only a well-formed origin: a product image's URL cannot put markup in the head", () => {
  expect(originOf('https://ik.imagekit.io/store/a.jpg?tr=w-1200')).toBe('https://ik.imagekit.io');
  expect(originOf('http://localhost:4000/media/a.jpg')).toBe('http://localhost:4000');
  expect(originOf('http://a"><script>alert(1)</script>/x.jpg')).toBeNull();
  expect(originOf('data:image/png;base64,AAAA')).toBeNull();
});
