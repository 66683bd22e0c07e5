import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remittanceImportAnswer, remittanceImportSchema, remittanceMismatchesAnswer } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { signedInAccount } from '../../../http/guards';
import { CourierError, type CourierProvider } from '../../../providers/courier/types';
import { fetchRemittances, importRemittance, remittanceMismatches } from './importRemittances';
import { readRemittanceCsv } from './remittanceCsv';

/** A remittance export of a few thousand parcels is well under this. */
const CSV_LIMIT = 2 * 1024 * 1024;

interface Options {
  db: Database;
  /** The courier provider (services.ts); absent, the aggregator's statement cannot be fetched. */
  courier?: CourierProvider;
  /** REMITTANCE_GRACE_DAYS: a delivered cash order unremitted longer is a mismatch. */
  graceDays: number;
}

/** The desk's cash remittances: imported from the aggregator's CSV or its API, and what does not match. */
export const remittanceRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, courier, graceDays }) => {
  app.post(
    '/admin/shipping/remittances/import',
    {
      bodyLimit: CSV_LIMIT + 64 * 1024,
      schema: { body: remittanceImportSchema, response: { 200: remittanceImportAnswer } },
    },
    async (request) => importRemittance(db, readRemittanceCsv(request.body.csv), signedInAccount(request).id),
  );

  app.post(
    '/admin/shipping/remittances/fetch',
    { schema: { response: { 200: remittanceImportAnswer } } },
    async (request) => {
      if (!courier) throw new HttpError(503, 'No courier provider is set up to fetch remittances from');
      try {
        return await fetchRemittances(db, courier, signedInAccount(request).id);
      } catch (error) {
        // Shiprocket's live API has no remittance call (501, its words say to import the CSV).
        if (error instanceof CourierError && error.status === 501) throw new HttpError(501, error.message);
        if (error instanceof CourierError) throw new HttpError(502, `The courier refused: ${error.message}`);
        throw error;
      }
    },
  );

  app.get(
    '/admin/shipping/remittances/mismatches',
    { schema: { response: { 200: remittanceMismatchesAnswer } } },
    async () => ({
      mismatches: await remittanceMismatches(db, graceDays),
    }),
  );
};
