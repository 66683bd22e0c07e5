import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isStaffRole, permissionsOf, type Permission } from '@store/shared/schemas';
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

/**
 * The signed-in staff member, when her role has this permission (the table in
 * shared/src/api/staffRoles.ts): 401 signed out, 403 for a customer or a role without it. For a
 * route that asks for more than its group (a price change inside a product update).
 */
export function staffWith(request: FastifyRequest, permission: Permission): CustomerRow {
  const account = signedInAccount(request);
  if (!isStaffRole(account.role)) throw new HttpError(403, 'Only the store staff may do this');
  if (!permissionsOf(account.role).includes(permission))
    throw new HttpError(403, `Your role (${account.role}) may not do this: ask the store's owner`);
  return account;
}

/**
 * A route's own hook when it asks for more than its group (`{ onRequest: requires('catalog.prices') }`):
 * refused before its body is read, like the group's guard.
 */
export function requires(permission: Permission) {
  return async (request: FastifyRequest): Promise<void> => {
    staffWith(request, permission);
  };
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

/**
 * Registers routes only staff whose role has this permission reach: 401 signed out, 403 for a
 * customer or another role. Every desk route group declares its permission here.
 */
export const forStaff = (permission: Permission) => behind(requires(permission));
