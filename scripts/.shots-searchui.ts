/* Screenshots for h-searchui (not committed). The search API is not merged yet: the browser's
 * /search and /search/suggest reads are answered here from the real catalogue's products. */
import type { Page, Route } from 'playwright-core';
import { launchBrowser } from './lib/browser';
import { startTestSite } from '../e2e/testSite';

const OUT = '/tmp/shots-searchui';

async function main() {
  const test = await startTestSite();
  const { site } = test;
  const browser = await launchBrowser();
  try {
    const womens = (await (await fetch(`${site.apiUrl}/api/products/womens?limit=48`)).json()) as any[];
    const lenghas = womens.filter((p) => /lengha/i.test(p.name));
    const saris = womens.filter((p) => /saree/i.test(p.name));
    const facets = (n: number) => ({ total: n, size: {}, colour: { Red: 2, Maroon: 1, Gold: 1 }, fabric: {}, occasion: {} });
    const answer = (q: string) => {
      const found = /lenhga|zzz/.test(q) ? [] : /leng/.test(q) ? lenghas : saris;
      return { query: q, products: found, page: 1, nextPage: null, facets: facets(found.length), didYouMean: /lenhga/.test(q) ? 'lengha' : null, popular: found.length ? [] : womens.slice(0, 4) };
    };
    const fake = async (page: Page) => {
      await page.route(/:4400\/search(\/suggest)?\?/, async (route: Route) => {
        const u = new URL(route.request().url());
        const q = u.searchParams.get('q') ?? '';
        const body = u.pathname.endsWith('/suggest')
          ? {
              query: q,
              suggestions: [
                ...lenghas.slice(0, 4).map((p) => ({ kind: 'product', id: p._id, name: p.name, section: 'womens', image: p.images[0]?.url ?? null, pricePaise: p.price * 100 })),
                { kind: 'category', section: 'womens', type: 'party-wear-lengha', label: 'Party Wear Lengha', count: 3 },
              ],
              didYouMean: null,
            }
          : answer(q);
        await route.fulfill({ json: body, headers: { 'access-control-allow-origin': new URL(site.shellUrl).origin, 'access-control-allow-credentials': 'true' } });
      });
    };
    for (const [width, height] of [[390, 844], [1366, 800]] as const) {
      for (const lang of ['', '/hi']) {
        const tag = `${width}${lang ? '-hi' : ''}`;
        const page = await browser.newPage({ viewport: { width, height }, isMobile: width < 500, hasTouch: width < 500 });
        await fake(page);
        await page.goto(`${site.shellUrl}${lang}/`);
        await page.waitForSelector('html[data-live]', { state: 'attached' });
        await page.screenshot({ path: `${OUT}/${tag}-header.png` });
        if (width < 500) await page.locator('header a[href$="/search"]').tap();
        await page.getByRole('combobox').click();
        await page.getByRole('combobox').pressSequentially('lengha', { delay: 40 });
        await page.getByRole('listbox').waitFor({ timeout: 10000 }).catch(() => {});
        await page.keyboard.press('ArrowDown');
        await page.screenshot({ path: `${OUT}/${tag}-suggestions.png` });
        await page.keyboard.press('Escape');
        await page.getByRole('combobox').fill('sari');
        await page.getByRole('combobox').press('Enter');
        await page.waitForURL(/search\?q=sari/);
        await page.getByTestId('product-card').first().waitFor({ timeout: 10000 }).catch(() => {});
        await page.waitForTimeout(800);
        await page.screenshot({ path: `${OUT}/${tag}-results.png`, fullPage: false });
        // Nothing found, reached in the browser (the page's read answered here).
        await page.getByRole('searchbox').first().fill('lenhga');
        await page.getByRole('searchbox').first().press('Enter');
        await page.getByText(/lenhga/).first().waitFor({ timeout: 10000 }).catch(() => {});
        await page.waitForTimeout(1200);
        await page.screenshot({ path: `${OUT}/${tag}-nothing.png`, fullPage: true });
        await page.close();
      }
    }
    // JavaScript off: the header's form, and the server-drawn results (its API read not there yet).
    for (const width of [390, 1366]) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${site.shellUrl}/womens`);
      await page.screenshot({ path: `${OUT}/${width}-nojs-header.png` });
      await page.goto(`${site.shellUrl}/search?q=sari`);
      await page.screenshot({ path: `${OUT}/${width}-nojs-results.png`, fullPage: true });
      await page.goto(`${site.shellUrl}/hi/search`);
      await page.screenshot({ path: `${OUT}/${width}-nojs-hi-empty.png` });
      await context.close();
    }
  } finally {
    await browser.close();
    await test.stop();
  }
}
main().then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });
