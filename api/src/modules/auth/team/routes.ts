import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newStaffSchema, staffMemberAnswer, staffRoleChangeSchema } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import { idParams } from '../../../http/routeSchemas';
import { addStaff, changeRole, disableMember, enableMember, listStaff } from './team';

const memberParams = idParams('staff member');

/** The Team tab's calls (owners only: auth/index.ts registers them behind forStaff('staff')). */
export const teamRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/admin/staff', { schema: { response: { 200: z.array(staffMemberAnswer) } } }, async () => listStaff(db));

  app.post(
    '/admin/staff',
    { schema: { body: newStaffSchema, response: { 201: staffMemberAnswer } } },
    async (request, reply) => reply.status(201).send(await addStaff(db, request.body)),
  );

  app.put(
    '/admin/staff/:id/role',
    { schema: { params: memberParams, body: staffRoleChangeSchema, response: { 200: staffMemberAnswer } } },
    async (request) => changeRole(db, request.params.id, request.body.role),
  );

  app.post(
    '/admin/staff/:id/disable',
    { schema: { params: memberParams, response: { 200: staffMemberAnswer } } },
    async (request) => disableMember(db, request.params.id),
  );

  app.post(
    '/admin/staff/:id/enable',
    { schema: { params: memberParams, response: { 200: staffMemberAnswer } } },
    async (request) => enableMember(db, request.params.id),
  );
};
