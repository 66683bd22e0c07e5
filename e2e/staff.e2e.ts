import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { signInAsAdmin } from './shopper';
import { siteSession } from './testSite';

const session = siteSession();

/** Screenshots for review (kept out of git): STAFF_SHOTS=/tmp/shots-staff. */
async function shot(page: Page, name: string) {
  const dir = process.env.STAFF_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function signInAs(page: Page, email: string, password: string) {
  await session.open('/adminlogin', page);
  const dialog = page.getByRole('dialog', { name: 'Admin Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(session.url('/admin'));
}

/** The owner adds a member on the Team tab, as she would by hand. */
async function addMember(page: Page, name: string, email: string, password: string, role: string) {
  await navTabs(page).filter({ hasText: 'Team' }).click();
  const form = page.getByRole('form', { name: 'Add a member' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First password (at least 10 characters)').fill(password);
  await form.getByLabel('Role').selectOption(role);
  await form.getByRole('button', { name: 'Add member' }).click();
  await page.getByText(`${name} can sign in now`).waitFor();
}

const navTabs = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button');

it('the owner adds a support member on the Team tab; she sees her tabs only, the dashboard without revenue', async () => {
  const { page } = session;
  await signInAsAdmin(session, page);
  await addMember(page, 'Meena', 'meena@elegance.local', 'meena-password-1', 'support');
  await page.getByRole('list', { name: 'Staff members' }).getByText('meena@elegance.local').waitFor();
  await shot(page, 'team-owner');

  const support = await session.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInAs(support, 'meena@elegance.local', 'meena-password-1');
  await support.getByText('Mens Products', { exact: true }).waitFor();
  expect(await support.getByText('Revenue received').count()).toBe(0);
  expect(await navTabs(support).allTextContents()).toEqual([
    'Dashboard',
    'Orders',
    'Production',
    'Shipping',
    'Returns',
    'Search',
    'Mens',
    'Womens',
    'Accessories',
    'Reviews',
  ]);
  await shot(support, 'dashboard-support');

  // Disabled by the owner, her open panel's next call is refused: her session is gone.
  await page
    .getByRole('list', { name: 'Staff members' })
    .locator('li', { hasText: 'meena@elegance.local' })
    .getByRole('button', { name: 'Disable' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await page.getByText('Meena is disabled').waitFor();
  const me = await support.evaluate(async (api) => {
    const answer = await fetch(`${api}/auth/me`, { credentials: 'include', headers: { 'x-requested-with': 'store' } });
    return answer.status;
  }, session.site.apiUrl);
  expect(me).toBe(401);
  await support.close();
});

it("shows the workshop the Production tab alone, each piece's measurements", async () => {
  const { page } = session;
  await signInAsAdmin(session, page);
  await addMember(page, 'Kiran', 'kiran@elegance.local', 'kiran-password-1', 'workshop');

  const workshop = await session.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInAs(workshop, 'kiran@elegance.local', 'kiran-password-1');
  await workshop.getByRole('heading', { name: 'Production' }).waitFor();
  expect(await navTabs(workshop).allTextContents()).toEqual(['Production']);
  await shot(workshop, 'production-workshop');
  await workshop.close();
});
