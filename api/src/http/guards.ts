import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { CustomerRow } from '../db/schema';
import { HttpError } from './errors';

/**
 * Who may reach a group of routes, decided once per group: an encapsulated plugin whose
 * `onRequest` hook is the guard, so a route inside cannot forget it and its handler starts
 * with the account already checked. Runs before the body is read or validated: a stranger
 * learns nothing from a 400.
 */

/** The signed-in account of a request: 401 when there is none. */
export function signedInAccount(request: FastifyRequest): CustomerRow {
  if (!request.customer) throw new HttpError(401, 'Sign in first');
  return request.customer;
}

async function customersOnly(request: FastifyRequest): Promise<void> {
  signedInAccount(request);
}

async function adminsOnly(request: FastifyRequest): Promise<void> {
  if (signedInAccount(request).role !== 'admin') throw new HttpError(403, 'Only admins may do this');
}

/** A registrar that puts a plugin's routes behind one guard hook, in a scope of their own. */
function behind(guard: (request: FastifyRequest) => Promise<void>) {
  return async <O extends object>(app: FastifyInstance, routes: FastifyPluginAsync<O>, options: O): Promise<void> => {
    await app.register(async (scope) => {
      scope.addHook('onRequest', guard);
      await scope.register(routes, options);
    });
  };
}

/** Registers routes only signed-in accounts (customers or admins) reach: 401 signed out. */
export const forCustomers = behind(customersOnly);

/** Registers routes only admins reach: 401 signed out, 403 for anyone else. */
export const forAdmins = behind(adminsOnly);
