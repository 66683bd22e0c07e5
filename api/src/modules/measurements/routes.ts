import { asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_PROFILES,
  measurementProfileSchema,
  type MeasurementProfileInput,
  measurementProfileAnswer,
  type MeasurementProfile,
} from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { measurementProfiles, type MeasurementProfileRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { uniqueOr409 } from '../../http/pgErrors';
import { signedInAccount } from '../../http/guards';
import { idParams } from '../../http/routeSchemas';
import { ownedRecords } from '../../http/ownedRecords';

const toJson = (row: MeasurementProfileRow): MeasurementProfile => ({
  _id: row.id,
  name: row.name,
  fit: row.fit as MeasurementProfile['fit'],
  measurements: row.measurements,
  updatedAt: row.updatedAt.toISOString(),
});
const profileParams = idParams('profile');

/** A name is unique per customer whatever its case: 'Father' and 'father' are one profile. */
const saveUnique = <T>(name: string, write: () => Promise<T>) =>
  uniqueOr409(`You already have a profile named ${name}`, write);

/** A signed-in customer's named measurement profiles; another customer's is a 404. */
export const measurementRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const records = ownedRecords(db, measurementProfiles, 'Profile not found');

  app.get(
    '/measurement-profiles',
    { schema: { response: { 200: z.array(measurementProfileAnswer) } } },
    async (request) => {
      const customer = signedInAccount(request);
      const rows = await db
        .select()
        .from(measurementProfiles)
        .where(eq(measurementProfiles.customerId, customer.id))
        .orderBy(asc(sql`lower(${measurementProfiles.name})`));
      return rows.map(toJson);
    },
  );

  app.post(
    '/measurement-profiles',
    { schema: { body: measurementProfileSchema, response: { 201: measurementProfileAnswer } } },
    async (request, reply) => {
      const customer = signedInAccount(request);
      const profile: MeasurementProfileInput = request.body;
      const [owned] = await db
        .select({ n: count() })
        .from(measurementProfiles)
        .where(eq(measurementProfiles.customerId, customer.id));
      if ((owned?.n ?? 0) >= MAX_PROFILES)
        throw new HttpError(409, `You can keep up to ${MAX_PROFILES} profiles; delete one first`);
      const [row] = await saveUnique(profile.name, () =>
        db
          .insert(measurementProfiles)
          .values({ ...profile, customerId: customer.id })
          .returning(),
      );
      return reply.code(201).send(toJson(row as MeasurementProfileRow));
    },
  );

  const put = {
    schema: { params: profileParams, body: measurementProfileSchema, response: { 200: measurementProfileAnswer } },
  };
  app.put('/measurement-profiles/:id', put, async (request) => {
    const profile = request.body;
    const row = await saveUnique(profile.name, () =>
      records.update(signedInAccount(request).id, request.params.id, { ...profile, updatedAt: new Date() }),
    );
    return toJson(row);
  });

  app.delete('/measurement-profiles/:id', { schema: { params: profileParams } }, async (request, reply) => {
    await records.remove(signedInAccount(request).id, request.params.id);
    return reply.code(204).send();
  });
};
