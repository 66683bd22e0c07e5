import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

/** An error the client caused: answered with its status and message, never logged as a fault. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** More the client acts on, beside the message (for example `captchaRequired`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
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
      return reply
        .status(400)
        .send(fieldRefusal(issue?.instancePath.slice(1).replaceAll('/', '.') ?? '', issue?.message));
    }
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      return reply.status(400).send(fieldRefusal(issue?.path.join('.') ?? '', issue?.message));
    }
    if (error instanceof AnswerInstead) return reply.status(error.statusCode).headers(error.headers).send(error.body);
    if (error instanceof HttpError)
      return reply.status(error.statusCode).send({ ...error.extra, message: error.message });
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
