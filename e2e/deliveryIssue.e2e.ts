import fs from 'node:fs';
import path from 'node:path';
import { siteSession } from './testSite';
import { accessoriesInStock, adminApi, placeOrderByApi } from './shopper';

const session = siteSession();

/** Every text the sandbox sent to a phone: the console SMS and e-mail outboxes, and the WhatsApp sandbox's books. */
async function textsTo(phone: string): Promise<string[]> {
  const lines = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : []);
  const outboxes = [path.join(session.dataDir, 'sms-outbox.jsonl'), path.join(session.dataDir, 'outbox', 'mail.jsonl')];
  // The API may be writing a line right now: only whole lines count.
  const written = outboxes.flatMap(lines).filter((line) => line.includes(phone));
  const response = await fetch(`${session.site.apiUrl}/whatsapp/sandbox/messages?to=${encodeURIComponent(phone)}`);
  const whatsapp = response.ok ? ((await response.json()) as { text: string }[]).map((message) => message.text) : [];
  return [...written, ...whatsapp];
}

/** The failed delivery's link sent to her phone, once the API has sent it. */
async function deliveryIssueLink(phone: string): Promise<string> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const link = (await textsTo(phone))
      .map((text) => /(https?:\/\/[^\s"\\]+\/delivery-issue\/[^\s"\\]+)/.exec(text)?.[1])
      .filter(Boolean)
      .pop();
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no delivery-issue link sent to ${phone}`);
}

it('lets a shopper on a phone answer a failed delivery by asking for another day', async () => {
  const { page } = session;
  const phone = '+919812300091';
  const bought = (await accessoriesInStock(session))[0] as { _id: string };
  const { order } = (await placeOrderByApi(session, bought._id, phone)) as {
    order: { _id: string; orderNumber: string };
  };

  // The desk books the courier (the sandbox), and the parcel fails its first attempt.
  const { booked } = (await adminApi(session, 'POST', '/admin/shipping/book', { orderIds: [order._id] })) as {
    booked: { orderId: string; awb: string }[];
  };
  const awb = booked[0]?.awb ?? '';
  expect(awb).not.toBe('');
  for (const to of ['picked-up', 'in-transit', 'out-for-delivery'])
    await adminApi(session, 'POST', `/admin/shipping/sandbox/${awb}/advance`, { to });
  await adminApi(session, 'POST', `/admin/shipping/sandbox/${awb}/advance`, {
    to: 'undelivered',
    reason: 'Customer not available',
  });

  // Her phone: 390 px wide; the link from her message.
  await page.setViewportSize({ width: 390, height: 844 });
  const link = await deliveryIssueLink(phone);
  await page.goto(link);
  await page.waitForURL(/\/delivery-issue\//);
  await page.getByRole('heading', { name: 'Your delivery' }).waitFor();
  await page.getByText(`Order ${order.orderNumber}`).waitFor();
  expect(await page.getByTestId('ndr-reason').textContent()).toContain('Customer not available');
  // Nothing wider than her screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const deliver = page.getByRole('radio', { name: 'Deliver again' });
  await deliver.click();
  const days = page.getByRole('group', { name: 'Delivery day' });
  // Tomorrow is chosen; she picks the day after.
  expect(await days.getByRole('radio').first().isChecked()).toBe(true);
  const dayAfter = days.locator('label').nth(1);
  const picked = (await dayAfter.textContent()) ?? '';
  await dayAfter.click();
  // Tap targets a thumb finds.
  for (const target of [page.locator('label').filter({ has: deliver }), dayAfter]) {
    expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  const send = page.getByRole('button', { name: 'Deliver again on this day' });
  expect((await send.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await send.click();
  const done = page.getByTestId('ndr-answered');
  await done.getByText("Thank you, we've told the courier").waitFor();
  expect(await done.textContent()).toContain(`The courier will try delivering again on ${picked}.`);

  // The desk sees her answer; the link, opened again, says it is answered.
  const { exceptions } = (await adminApi(session, 'GET', '/admin/shipping/ndr')) as {
    exceptions: { orderNumber: string; state: string }[];
  };
  expect(exceptions.find((exception) => exception.orderNumber === order.orderNumber)?.state).toBe('answered');
  await page.goto(link);
  await page.getByTestId('ndr-answered').getByText('Already answered').waitFor();
  expect(await page.getByRole('radio', { name: 'Deliver again' }).count()).toBe(0);
}, 120_000);
