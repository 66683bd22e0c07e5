import fs from 'node:fs';
import path from 'node:path';
import { siteSession } from './testSite';

const session = siteSession();

/** The newest code texted to a phone, read from the console SMS gateway's outbox. */
async function codeFor(phone: string): Promise<string> {
  const outbox = path.join(session.dataDir, 'sms-outbox.jsonl');
  for (let attempt = 0; attempt < 50; attempt++) {
    if (fs.existsSync(outbox)) {
      const lines = fs
        .readFileSync(outbox, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      const text = lines.filter((line) => line.to === phone).pop()?.text as string | undefined;
      const code = text && /\d{6}/.exec(text)?.[0];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code texted to ${phone}`);
}

it('signs a customer in with the OTP from the SMS outbox, keeps them signed in, and logs out', async () => {
  const { page } = session;
  await page.goto(session.url('/'));
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Phone number').fill('9811122233');
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await dialog.getByLabel('OTP').fill(await codeFor('+919811122233'));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('Login successful').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('+919811122233').waitFor();

  // The session is a cookie the API checks: a reload stays signed in.
  await page.reload();
  await page.getByRole('button', { name: 'Dashboard' }).waitFor();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Login' }).waitFor();
  const me = await page.evaluate(
    (api) => fetch(`${api}/auth/me`, { credentials: 'include' }).then((r) => r.status),
    session.site.apiUrl,
  );
  expect(me).toBe(401);
});
