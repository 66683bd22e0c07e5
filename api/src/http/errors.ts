import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldRefusalOf, type Refusal } from '@store/shared/schemas';
import { ZodError } from 'zod';

/**
 * An error the client caused: answered with its status and message, never logged as a fault.
 * A refusal a shopper reads carries its `refusal` code and values too (`@store/shared`'s list),
 * so the apps say it in the page's language; the message stays the English for everyone else.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** More the client acts on, beside the message (for example `captchaRequired`). */
    readonly extra: Record<string, unknown> = {},
    readonly refusal: Refusal | null = null,
  ) {
    super(message);
  }
}

/** A 400 (or `status`) a shopper reads, with its code: `refused('coupon: X has expired', refusalOf('coupon.expired', ...))`. */
export const refused = (message: string, refusal: Refusal, extra: Record<string, unknown> = {}, status = 400) =>
  new HttpError(status, message, extra, refusal);

/** The value a request sent at a dotted path ('shippingAddress.zip'), to tell a missing field from a bad one. */
function sentAt(body: unknown, path: string): unknown {
  let value = body;
  for (const key of path ? path.split('.') : []) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A refused field's answer with its code (`field.required`, `field.invalid`, `field.tooLong`). */
function codedFieldRefusal(path: string, issue: { message?: string; code?: string } | undefined, sent: unknown) {
  const answer = fieldRefusal(path, issue?.message);
  return path ? { ...answer, ...fieldRefusalOf(path, issue ?? {}, sentAt(sent, path)) } : answer;
}

/**
 * An answer to send in place of the handler's, thrown from inside its transaction so that what
 * the handler wrote there rolls back (an idempotency key another copy of the call answered first).
 */
export class AnswerInstead extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super('answered by an earlier copy of this call');
  }
}

/**
 * A refused field's answer. A message written for people names its field itself and starts
 * with a capital ('Tracking number is required'): it is sent as it is, for the form to show.
 * A terse one ('must be at most 100') gets the field's path in front ('limit: must be ...').
 * `field` is the path either way, so a form can put the message beside its field.
 */
export function fieldRefusal(path: string, message: string | undefined): { message: string; field?: string } {
  const text = message || 'Invalid request';
  if (!path) return { message: text };
  return { message: /^[A-Z]/.test(text) ? text : `${path}: ${text}`, field: path };
}

/** Every failure is { message }; a validation failure also names its field (see fieldRefusal). */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ZodError | HttpError | AnswerInstead, request, reply) => {
    // A route schema refused the params, query or body (fastify-type-provider-zod).
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const path = issue?.instancePath.slice(1).replaceAll('/', '.') ?? '';
      const sent = { body: request.body, querystring: request.query, params: request.params, headers: request.headers }[
        error.validationContext ?? 'body'
      ];
      const facts = issue && { ...issue.params, code: issue.keyword, message: issue.message };
      return reply.status(400).send(codedFieldRefusal(path, facts, sent));
    }
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      return reply.status(400).send(codedFieldRefusal(issue?.path.join('.') ?? '', issue, request.body));
    }
    if (error instanceof AnswerInstead) return reply.status(error.statusCode).headers(error.headers).send(error.body);
    if (error instanceof HttpError)
      return reply.status(error.statusCode).send({ ...error.extra, ...error.refusal, message: error.message });
    const status = 'statusCode' in error && error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Internal server error' });
    }
    return reply.status(status).send({ message: error.message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );
}
