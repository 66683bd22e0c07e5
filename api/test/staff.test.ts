import { eq } from 'drizzle-orm';
import { DEFAULT_ADMIN } from '../src/config';
import { customers, products } from '../src/db/schema';
import { insertOrderLines } from '../src/modules/orders/ordersRepository';
import { customerClient } from './customerClient';
import { firstSeededProduct, insertPaidOrder, testApiSession } from './testApp';

const api = testApiSession();
const { call, signIn, signInAdmin, signInStaff } = customerClient(api);

const member = (email: string, role = 'support') => ({ name: 'Meena', email, password: 'meena-password-1', role });

describe('the Team tab', () => {
  it('adds a member who signs in with her own e-mail; the session answer carries her role and permissions', async () => {
    const owner = await signInAdmin();
    const added = await call('POST', '/admin/staff', member('Meena@Elegance.local'), owner);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      name: 'Meena',
      email: 'meena@elegance.local',
      role: 'support',
      disabled: false,
    });
    expect(JSON.stringify(added.body)).not.toMatch(/password/i);
    const again = await call('POST', '/admin/staff', member('meena@elegance.local', 'owner'), owner);
    expect(again).toMatchObject({ status: 409, body: { message: 'An account with this e-mail already exists' } });

    const login = await call('POST', '/auth/adminlogin', {
      email: 'meena@elegance.local',
      password: 'meena-password-1',
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'support', email: 'meena@elegance.local' });
    expect(login.body.user.permissions).toContain('orders');
    expect(login.body.user.permissions).not.toContain('catalog.prices');
    const list = (await call('GET', '/admin/staff', undefined, owner)).body as { email: string; role: string }[];
    expect(list.map((m) => [m.email, m.role])).toEqual(
      expect.arrayContaining([
        [DEFAULT_ADMIN.email, 'owner'],
        ['meena@elegance.local', 'support'],
      ]),
    );
    const me = (await call('GET', '/auth/me', undefined, owner)).body;
    expect(me).toMatchObject({ role: 'owner', permissions: expect.arrayContaining(['staff', 'reports.revenue']) });
  });

  it('refuses a bad new member with a clear message and adds nothing', async () => {
    const owner = await signInAdmin();
    const before = (await call('GET', '/admin/staff', undefined, owner)).body.length;
    const cases = [
      [{ ...member('x@elegance.local'), role: 'admin' }, 'Role must be owner, support or workshop'],
      [{ ...member('not-an-email'), role: 'support' }, 'Enter a valid e-mail address'],
      [{ ...member('y@elegance.local'), password: 'short' }, 'The password needs at least 10 characters'],
    ] as const;
    for (const [body, message] of cases) {
      const answer = await call('POST', '/admin/staff', body, owner);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect((await call('GET', '/admin/staff', undefined, owner)).body).toHaveLength(before);
  });

  it('disables a member at once: her session ends, her sign-in is refused with a reason; enabled, she is back', async () => {
    const owner = await signInAdmin();
    const { body: added } = await call('POST', '/admin/staff', member('kiran@elegance.local', 'workshop'), owner);
    const credentials = { email: 'kiran@elegance.local', password: 'meena-password-1' };
    const kiran = (await call('POST', '/auth/adminlogin', credentials)).cookie;
    expect((await call('GET', '/auth/me', undefined, kiran)).status).toBe(200);

    const disabled = await call('POST', `/admin/staff/${added._id}/disable`, undefined, owner);
    expect(disabled).toMatchObject({ status: 200, body: { disabled: true } });
    expect((await call('GET', '/auth/me', undefined, kiran)).status).toBe(401);
    expect(await call('POST', '/auth/adminlogin', credentials)).toMatchObject({
      status: 403,
      body: { message: "This staff account is disabled: ask the store's owner to enable it" },
    });
    // A wrong password says nothing of who is disabled.
    expect((await call('POST', '/auth/adminlogin', { ...credentials, password: 'wrong-password-1' })).status).toBe(401);

    expect((await call('POST', `/admin/staff/${added._id}/enable`, undefined, owner)).body.disabled).toBe(false);
    expect((await call('POST', '/auth/adminlogin', credentials)).status).toBe(200);
  });

  it('never demotes or disables the last owner; with a second owner, either can step down', async () => {
    const owner = await signInAdmin();
    const staff = (await call('GET', '/admin/staff', undefined, owner)).body as { _id: string; email: string }[];
    const me = staff.find((m) => m.email === DEFAULT_ADMIN.email)?._id as string;
    const last = { status: 409, body: { message: 'She is the last owner: make another member owner first' } };
    expect(await call('PUT', `/admin/staff/${me}/role`, { role: 'support' }, owner)).toMatchObject(last);
    expect(await call('POST', `/admin/staff/${me}/disable`, undefined, owner)).toMatchObject(last);
    expect((await call('GET', '/auth/me', undefined, owner)).body.role).toBe('owner');

    const { body: second } = await call('POST', '/admin/staff', member('devi@elegance.local', 'owner'), owner);
    const demoted = await call('PUT', `/admin/staff/${second._id}/role`, { role: 'support' }, owner);
    expect(demoted.body.role).toBe('support');
    expect(await call('POST', `/admin/staff/${second._id}/disable`, undefined, owner)).toMatchObject({ status: 200 });
    // A customer's account is no staff member to change.
    await signIn('+919855500001');
    const [shopper] = await api.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.phone, '+919855500001'));
    const promoted = await call('PUT', `/admin/staff/${shopper!.id}/role`, { role: 'owner' }, owner);
    expect(promoted.status).toBe(404);
    const [after] = await api.database.db.select().from(customers).where(eq(customers.id, shopper!.id));
    expect(after?.role).toBe('customer');
  });
});

describe('what each role may do', () => {
  it("shows support the dashboard's counts without revenue; the owner sees revenue", async () => {
    const support = await signInStaff('support');
    const theirs = await call('GET', '/admin/counts', undefined, support);
    expect(theirs.status).toBe(200);
    expect(theirs.body.orders.total).toEqual(expect.any(Number));
    expect(theirs.body).not.toHaveProperty('revenueReceived');
    const owners = await call('GET', '/admin/counts', undefined, await signInAdmin());
    expect(owners.body.revenueReceived).toEqual(expect.any(Number));
  });

  it("lets support change a product's words but not its price; the owner changes the price", async () => {
    const support = await signInStaff('support');
    const piece = await firstSeededProduct(api, 'womens');
    const edit = { name: piece.name, price: piece.pricePaise / 100, description: 'Hand-finished hem' };
    expect((await call('PUT', `/admin/products/${piece.id}`, edit, support)).status).toBe(200);
    const raised = await call('PUT', `/admin/products/${piece.id}`, { ...edit, price: edit.price + 100 }, support);
    expect(raised.status).toBe(403);
    const [stored] = await api.database.db.select().from(products).where(eq(products.id, piece.id));
    expect(stored).toMatchObject({ pricePaise: piece.pricePaise, description: 'Hand-finished hem' });
    const byOwner = await call(
      'PUT',
      `/admin/products/${piece.id}`,
      { ...edit, price: edit.price + 100 },
      await signInAdmin(),
    );
    expect(byOwner.body.price).toBe(edit.price + 100);
    expect((await call('GET', '/admin/coupons', undefined, support)).status).toBe(403);
  });

  it('lets the workshop move production stages but not read orders; the history names who moved them', async () => {
    const workshop = await signInStaff('workshop');
    const piece = await firstSeededProduct(api, 'mens');
    const orderId = await insertPaidOrder(api, '+919855500002');
    const tailored = { productId: piece.id, name: 'Kurta', size: { custom: true, chest: 40 }, pricePaise: 500000 };
    await insertOrderLines(api.database.db, orderId, [{ ...tailored, image: '' }]);
    expect((await call('GET', `/admin/orders/${orderId}`, undefined, workshop)).status).toBe(403);
    expect((await call('GET', '/admin/counts', undefined, workshop)).status).toBe(403);
    const owner = await signInAdmin();
    const lineId = (await call('GET', `/admin/orders/${orderId}`, undefined, owner)).body.order.items[0]._id;
    const moved = await call('PUT', `/admin/orders/${orderId}/items/${lineId}/stage`, { stage: 'cutting' }, workshop);
    expect(moved.status).toBe(200);
    // Her queue: the piece and its measurements, nothing of the customer's.
    const queue = await call('GET', '/admin/production', undefined, workshop);
    const mine = (queue.body as { orderId: string }[]).filter((piece) => piece.orderId === orderId);
    expect(mine).toEqual([
      expect.objectContaining({ name: 'Kurta', stage: 'cutting', size: { custom: true, chest: 40 } }),
    ]);
    expect(JSON.stringify(queue.body)).not.toContain('+919855500002');
    const support = await signInStaff('support');
    expect((await call('POST', `/admin/orders/${orderId}/notes`, { text: 'Call first' }, support)).status).toBe(201);
    const detail = (await call('GET', `/admin/orders/${orderId}`, undefined, owner)).body;
    expect(detail.history).toMatchObject([
      { kind: 'stage', to: 'cutting', by: 'A workshop (workshop@elegance.local)' },
    ]);
    expect(detail.notes).toMatchObject([{ text: 'Call first', by: 'A support (support@elegance.local)' }]);
  });
});
