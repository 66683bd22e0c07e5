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

/** Every failure is { message }; validation failures name the field ('items.0.size: ...'). */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ZodError | HttpError, request, reply) => {
    // A route schema refused the params, query or body (fastify-type-provider-zod).
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.slice(1).replaceAll('/', '.');
      return reply
        .status(400)
        .send({ message: field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid request') });
    }
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      const field = issue?.path.join('.');
      return reply
        .status(400)
        .send({ message: field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid request') });
    }
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
