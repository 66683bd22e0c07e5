import { testApiSession } from './testApp';

/**
 * The API reference is made from the routes' own schemas: every route the API registers is in
 * it, and what it documents is what the routes hold to.
 */
const api = testApiSession();

interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: { required?: string[]; properties?: object } }> };
  responses?: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function documentOf(): Promise<Document> {
  const response = await api.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json() as Document;
}

/** A Fastify route URL as OpenAPI writes it: `:id` -> `{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

it('documents every route the API registers, in OpenAPI 3.1', async () => {
  const document = await documentOf();
  expect(document.openapi).toMatch(/^3\.1\./);
  const missing = api.app.registeredRoutes
    .filter((route) => route.method !== 'OPTIONS' && !route.url.includes('*'))
    .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
    .map((route) => `${route.method} ${route.url}`);
  expect(missing).toEqual([]);
});

it('documents the Idempotency-Key header, optional, on exactly the routes that take one', async () => {
  const document = await documentOf();
  const taking = Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
    )
    .filter(({ operation }) =>
      (operation.parameters ?? []).some((p) => p.in === 'header' && p.name === 'idempotency-key' && !p.required),
    )
    .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
  expect(taking.sort()).toEqual(
    [
      'POST /coupons/check',
      'POST /gift-cards/purchases/confirm',
      'POST /orders',
      'POST /orders/{id}/pay-balance',
      'POST /payment/cash-order',
      'POST /payment/cash-quote',
      'POST /payment/create-order',
      'POST /payment/release',
      'POST /payment/sandbox/pay',
    ].sort(),
  );
});

it('refuses a body without the fields the document says are required, on every route that takes one', async () => {
  const document = await documentOf();
  const checked: string[] = [];
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const required = operation.requestBody?.content['application/json']?.schema.required ?? [];
      if (required.length === 0 || path.includes('{')) continue;
      const response = await api.app.inject({
        method: method.toUpperCase() as 'POST',
        url: path,
        headers: { 'x-requested-with': 'store' },
        payload: {},
      });
      // Signed out, a guarded route may refuse first (401); it never accepts the empty body.
      expect([path, [400, 401, 403].includes(response.statusCode)]).toEqual([path, true]);
      checked.push(`${method} ${path}`);
    }
  expect(checked.length).toBeGreaterThanOrEqual(8);
});

it("documents a product's answer with the fields the route really sends", async () => {
  const document = await documentOf();
  const schema = document.paths['/products/{id}']?.get?.responses?.['200']?.content?.['application/json']?.schema;
  const [first] = (await api.app.inject({ method: 'GET', url: '/api/products/mens?limit=1' })).json() as {
    _id: string;
  }[];
  const product = (await api.app.inject({ method: 'GET', url: `/products/${first?._id}` })).json() as object;
  expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(Object.keys(product).sort());
});

it('serves the interactive reference at /docs, and nothing of it in production unless asked', async () => {
  const page = await api.app.inject({ method: 'GET', url: '/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
});
