import { loadConfig } from '../api/src/config';
import { bagLinks } from '../api/src/modules/bags';
import { siteSession } from './testSite';
import { addWomensPieceToCart, fillAddress } from './shopper';

const session = siteSession();

const ADDRESS: [string, string][] = [
  ['Full name', 'Meera Iyer'],
  ['Phone', '9876500043'],
  ['Email (optional)', 'meera@example.in'],
  ['Address', '4 Residency Road'],
  ['City', 'Bengaluru'],
  ['State', 'Karnataka'],
  ['Pincode', '560025'],
];

/**
 * A left bag (issue 43 part 3): a guest asks at checkout to be reminded, and her reminder's link
 * brings the bag back on a fresh browser (another phone: nothing kept there), opening the checkout
 * at today's prices. A forged link says so and brings nothing. The reminder's sending (at most two,
 * by day, none after an order or STOP) is the API's tests' (api/test/bags.test.ts): here the test
 * signs the link the reminder would carry, with the store's key.
 */
it("restores a guest's left bag from her reminder's link on a fresh browser and opens the checkout", async () => {
  const { page } = session;
  const price = await addWomensPieceToCart(session);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await session.open('/checkout');
  const form = page.getByRole('form', { name: 'Shipping address' });
  await fillAddress(form, ADDRESS);
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('button', { name: 'Edit Address' }).waitFor();

  // She asks to be reminded: the bag is kept with her phone and e-mail.
  const box = page.getByRole('checkbox', { name: 'Remind me about my bag' });
  await page.getByText('at most twice, by day, at +91 98765 00043, meera@example.in').waitFor();
  const kept = page.waitForResponse((response) => response.url().endsWith('/bag/reminders'));
  await box.check();
  const answer = (await (await kept).json()) as { bagId: string };
  expect(answer.bagId).toMatch(/^[0-9a-f-]{36}$/);

  // The reminder's link, as the store signs it.
  const config = loadConfig({ ...process.env, SHOP_URL: session.site.shellUrl });
  const link = bagLinks(config).link(bagLinks(config).token(answer.bagId));

  // Another phone: a fresh browser, 390 px wide, nothing in its bag.
  const phone = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await phone.newPage();
  try {
    // A forged link says so and brings nothing.
    await session.open(`/bag/${answer.bagId}.zzzzzz.forged`, other);
    await other.getByRole('alert').getByText('This link is not valid: open the one in your reminder.').waitFor();
    // This browser's bag (redux-persist's copy) is still empty.
    const keptLines = await other.evaluate(() => {
      const kept = window.localStorage.getItem('persist:store');
      return kept ? (JSON.parse(JSON.parse(kept).cart) as { items: unknown[] }).items.length : 0;
    });
    expect(keptLines).toBe(0);

    // Hers: the checkout opens with her bag, at today's price.
    await other.goto(link);
    await other.waitForURL(/\/checkout$/);
    // On a phone the checkout's bag starts folded: its line is in the page, not yet on screen.
    await other.getByText(name.trim(), { exact: false }).first().waitFor({ state: 'attached' });
    await other
      .getByText(`Rs.${price.toLocaleString('en-IN')}`)
      .first()
      .waitFor({ state: 'attached' });
    // Nothing wider than her screen.
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await phone.close();
  }
}, 180_000);
