import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import type { StaffMember } from '../api/teamApi';
import { TeamTab } from './TeamTab';

const server = setupApiServer();

const owner: StaffMember = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Admin',
  email: 'admin@elegance.local',
  role: 'owner',
  disabled: false,
  createdAt: '2026-12-01T10:00:00.000Z',
};

beforeEach(() => {
  // What the server keeps: the list the tab reads again after each change.
  let stored = [owner];
  server.use(
    api.get('/admin/staff', () => HttpResponse.json(stored)),
    api.post('/admin/staff', async ({ request }) => {
      const body = (await request.json()) as StaffMember;
      const added = { ...owner, ...body, _id: '00000000-0000-4000-8000-000000000002', disabled: false };
      stored = [...stored, added];
      return HttpResponse.json(added, { status: 201 });
    }),
    api.put('/admin/staff/:id/role', () =>
      HttpResponse.json({ message: 'She is the last owner: make another member owner first' }, { status: 409 }),
    ),
  );
});

it('adds a member after refusing a short password, and says why the last owner keeps her role', async () => {
  const { user } = renderWithStore(<TeamTab />);
  const list = await screen.findByRole('list', { name: 'Staff members' });
  expect(within(list).getByText('admin@elegance.local')).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'Add a member' });
  await user.type(within(form).getByLabelText('Name'), 'Meena');
  await user.type(within(form).getByLabelText('Email'), 'meena@elegance.local');
  await user.type(within(form).getByLabelText('First password (at least 10 characters)'), 'short');
  await user.click(within(form).getByRole('button', { name: 'Add member' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('The password needs at least 10 characters');
  expect(requestsTo('POST /admin/staff')).toEqual([]);

  await user.type(within(form).getByLabelText('First password (at least 10 characters)'), '-and-longer');
  await user.click(within(form).getByRole('button', { name: 'Add member' }));
  expect(await within(list).findByText('meena@elegance.local')).toBeInTheDocument();
  expect(requestsTo('POST /admin/staff')).toMatchObject([
    { body: { name: 'Meena', email: 'meena@elegance.local', password: 'short-and-longer', role: 'support' } },
  ]);

  await user.selectOptions(within(list).getByLabelText('Role of Admin'), 'support');
  expect(await screen.findByText('She is the last owner: make another member owner first')).toBeInTheDocument();
  expect(within(list).getByLabelText('Role of Admin')).toHaveValue('owner');
}, 60_000);
