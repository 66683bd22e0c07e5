import type { FastifyPluginAsync } from 'fastify';
import { receiveCourierWebhook, type WebhookDeps } from '../tracking';

/**
 * The courier's tracking webhook (Shiprocket's JSON POST, its token in `x-api-key`). The body
 * stays the bytes received, for the provider's reading (readWebhook).
 */
export const courierWebhookRoutes: FastifyPluginAsync<WebhookDeps> = async (app, deps) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post('/webhooks/courier', async (request, reply) => {
    const answer = await receiveCourierWebhook(deps, request.headers, String(request.body ?? ''));
    if (answer.status !== 200) return reply.code(answer.status).send({ message: answer.message });
    return reply.code(200).send({ ok: true });
  });
};
