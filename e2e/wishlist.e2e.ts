import fs from 'node:fs';
import path from 'node:path';
import { seriousViolations } from './axe';
import { siteSession } from './testSite';
import { addProductByApi, signInAsAdmin, signInByPhone } from './shopper';

const session = siteSession();

/** The back-in-stock texts sent to a phone, read from the console SMS gateway's outbox. */
function backInStockTexts(phone: string): string[] {
  const outbox = path.join(session.dataDir, 'sms-outbox.jsonl');
  const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8').split('\n') : [];
  return lines.flatMap((line) => {
    try {
      const message = JSON.parse(line) as { to: string; text: string };
      return message.to === phone && message.text.includes(' is back at Elegance') ? [message.text] : [];
    } catch {
      // A line the API is writing right now.
      return [];
    }
  });
}

async function until<T>(read: () => T, done: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never: ${what}`);
}

it("keeps a guest's heart at sign-in; texts her once when the sold-out size she waits for is restocked", async () => {
  const { page } = session;
  const name = 'Saffron Wish Kurta';
  const id = await addProductByApi(session, {
    name,
    price: 3999,
    description: 'Cotton kurta for the alert test',
    mainCategory: 'womens',
    type: 'anarkali-suit',
    stock: { S: 4, M: 0 },
  });
  const digits = '9812300088';
  // A guest saves it with the heart beside its name; signing in takes her list to the account.
  await session.open(`/product/${id}`);
  await page.getByRole('button', { name: `Save ${name} to wishlist` }).click();
  await page.getByRole('button', { name: `Remove ${name} from wishlist` }).waitFor();
  await signInByPhone(session, digits);
  await page.waitForFunction(
    async ({ api, product }) => {
      const answer = await fetch(`${api}/wishlist`, { credentials: 'include' });
      return (
        answer.ok &&
        ((await answer.json()) as { items: { productId: string }[] }).items.some((item) => item.productId === product)
      );
    },
    { api: session.site.apiUrl, product: id },
  );
  await session.open(`/product/${id}`);
  await page.getByRole('button', { name: `Remove ${name} from wishlist` }).waitFor();
  // M is sold out and cannot be chosen.
  expect(await page.getByRole('radio', { name: 'M Out of stock' }).isDisabled()).toBe(true);
  const box = page.getByRole('region', { name: 'Sold out in your size? Tell me when it is back' });
  await box.getByLabel('Size').selectOption('M');
  await box.getByRole('button', { name: 'Tell me when it is back' }).click();
  await page.getByText('We will tell you by text message when M is back').waitFor();
  await box.getByText('M: we will tell you by text message').waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  // The admin restocks M in the panel, in a browser of her own.
  const desk = await session.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInAsAdmin(session, desk);
  await session.open(`/admin/allwomens?edit=${id}`, desk);
  const form = desk.getByRole('form', { name: `Edit ${name}` });
  await form.getByLabel('M', { exact: true }).fill('3');
  await form.getByRole('button', { name: 'Save' }).click();
  await desk.getByText('Product updated successfully!').waitFor();
  await desk.close();

  const texts = await until(
    () => backInStockTexts(`+91${digits}`),
    (sent) => sent.length > 0,
    'a back-in-stock text',
  );
  expect(texts).toHaveLength(1);
  expect(texts[0]).toMatch(new RegExp(`^${name} in size M is back at Elegance: http\\S+/product/${id}$`));
  // One message, not one per look: a moment later there is still one.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(backInStockTexts(`+91${digits}`)).toHaveLength(1);

  // The product shows M in stock ('Only 3 left'), and the alert is gone from her wishlist.
  await session.open(`/product/${id}`);
  expect(await page.getByRole('radio', { name: 'M Only 3 left' }).isDisabled()).toBe(false);
  await session.open('/wishlist');
  const piece = page.getByTestId('saved-piece').filter({ hasText: name });
  await piece.getByText('M Only 3 left').waitFor();
  expect(await page.getByRole('region', { name: 'Back-in-stock alerts' }).count()).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});
