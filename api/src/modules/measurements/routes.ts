import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_PROFILES, measurementProfileSchema, type MeasurementProfileInput } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { measurementProfiles, type MeasurementProfileRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { uniqueOr409 } from '../../http/pgErrors';
import { requireCustomer } from '../auth/routes';

const toJson = (row: MeasurementProfileRow) => ({
  _id: row.id,
  name: row.name,
  fit: row.fit,
  measurements: row.measurements,
  updatedAt: row.updatedAt.toISOString(),
});
const idParams = z.object({ id: z.uuid({ message: 'Invalid profile id' }) });

/** A name is unique per customer whatever its case: 'Father' and 'father' are one profile. */
const saveUnique = <T>(name: string, write: () => Promise<T>) =>
  uniqueOr409(`You already have a profile named ${name}`, write);

/** A signed-in customer's named measurement profiles; another customer's is a 404. */
export async function measurementRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/measurement-profiles', async (request) => {
    const customer = requireCustomer(request);
    const rows = await db
      .select()
      .from(measurementProfiles)
      .where(eq(measurementProfiles.customerId, customer.id))
      .orderBy(asc(sql`lower(${measurementProfiles.name})`));
    return rows.map(toJson);
  });

  app.post('/measurement-profiles', async (request, reply) => {
    const customer = requireCustomer(request);
    const profile: MeasurementProfileInput = measurementProfileSchema.parse(request.body);
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
  });

  app.put('/measurement-profiles/:id', async (request) => {
    const customer = requireCustomer(request);
    const { id } = idParams.parse(request.params);
    const profile = measurementProfileSchema.parse(request.body);
    const [row] = await saveUnique(profile.name, () =>
      db
        .update(measurementProfiles)
        .set({ ...profile, updatedAt: new Date() })
        .where(and(eq(measurementProfiles.id, id), eq(measurementProfiles.customerId, customer.id)))
        .returning(),
    );
    if (!row) throw new HttpError(404, 'Profile not found');
    return toJson(row);
  });

  app.delete('/measurement-profiles/:id', async (request, reply) => {
    const customer = requireCustomer(request);
    const { id } = idParams.parse(request.params);
    const deleted = await db
      .delete(measurementProfiles)
      .where(and(eq(measurementProfiles.id, id), eq(measurementProfiles.customerId, customer.id)))
      .returning();
    if (deleted.length === 0) throw new HttpError(404, 'Profile not found');
    return reply.code(204).send();
  });
}
