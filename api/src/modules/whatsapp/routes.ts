import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswer, whatsappOfferAnswer } from '@store/shared/schemas';
import { HttpError } from '../../http/errors';
import { forStaff } from '../../http/guards';
import { sameSecret } from '../../http/hmac';
import type { SandboxWhatsApp } from '../../providers/whatsapp';
import { receiveWebhook, type WebhookDeps } from './webhook';

interface Options extends WebhookDeps {
  sandbox: SandboxWhatsApp | null;
}

const verification = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});
const phone = z.string().regex(/^\+\d{8,15}$/, 'phone: a number with its country code, such as +919812300077');

/** WhatsApp's side of the store: Meta's webhook, the checkout's question, and the sandbox's tester calls. */
export const whatsappRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { config, sandbox } = options;

  // The checkout shows its WhatsApp box only when updates can go that way.
  app.get('/store/whatsapp', { schema: { response: { 200: whatsappOfferAnswer } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { offered: config.provider !== 'off' };
  });
  if (config.provider === 'off') return;

  /** Meta's subscription check: the verify token typed in the app's webhook setup, its challenge echoed. */
  app.get('/webhooks/whatsapp', { schema: { querystring: verification } }, async (request, reply) => {
    const query = request.query;
    if (query['hub.mode'] !== 'subscribe' || !sameSecret(config.verifyToken, query['hub.verify_token']))
      throw new HttpError(
        403,
        'Webhook verification refused: hub.mode must be subscribe and hub.verify_token this store’s',
      );
    return reply.type('text/plain; charset=utf-8').send(query['hub.challenge'] ?? '');
  });

  // The signature covers the exact bytes Meta sent: JSON stays a Buffer in this scope.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/webhooks/whatsapp', async (request) => {
      await receiveWebhook(options, request.body, request.headers['x-hub-signature-256']);
      return { status: 'ok' };
    });
  });

  if (!sandbox) return;
  // The tester's calls read any phone's messages and act as it: an admin's tools, unless the
  // operator opened them (WHATSAPP_SANDBOX_TESTER, the browser tests' site).
  if (config.testerOpen) await app.register(sandboxTesterRoutes, { sandbox });
  else await forStaff('settings')(app, sandboxTesterRoutes, { sandbox });

  /** The sandbox's copy of the Graph API's send route: the Cloud API client calls it as it calls Meta. */
  app.post(
    '/whatsapp/sandbox/:version/:phoneNumberId/messages',
    {
      schema: {
        params: z.object({
          version: z.string().regex(/^v\d{1,3}\.\d{1,3}$/, 'version: a Graph API version such as v21.0'),
          phoneNumberId: z.string().regex(/^\d{1,30}$/, 'phoneNumberId: the phone number id, digits'),
        }),
      },
    },
    async (request, reply) => {
      const answer = await sandbox.accept(request.params.phoneNumberId, request.headers.authorization, request.body);
      return reply.code(answer.status).send(answer.body);
    },
  );
};

/** The tester's side of the sandbox: the phone's screen, its buttons and its keyboard. */
const sandboxTesterRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxWhatsApp }> = async (app, { sandbox }) => {
  /** The tester's phone: what the sandbox delivered to a number. */
  app.get(
    '/whatsapp/sandbox/messages',
    {
      schema: {
        querystring: z.object({ to: phone }),
        response: {
          200: z.array(
            z.object({
              id: z.string(),
              to: z.string(),
              type: z.string(),
              text: z.string(),
              buttons: z.array(z.object({ text: z.string(), payload: z.string().nullable() })),
              createdAt: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => sandbox.messagesTo(request.query.to),
  );

  /** The tester taps a message's quick-reply button: Meta's button webhook follows. */
  app.post(
    '/whatsapp/sandbox/messages/:wamid/tap',
    {
      schema: {
        params: z.object({ wamid: z.string().regex(/^wamid\.[A-Za-z0-9_-]+$/, 'Not a WhatsApp message id') }),
        body: z.object({ index: z.number().int().min(0).max(2).default(0) }).default({ index: 0 }),
        response: { 202: messageAnswer },
      },
    },
    async (request, reply) => {
      if (!(await sandbox.tap(request.params.wamid, request.body.index)))
        throw new HttpError(404, 'The sandbox sent no message with that button');
      return reply.code(202).send({ message: 'Tapped: the webhook is on its way' });
    },
  );

  /** The tester writes to the business as a shopper (STOP, START). */
  app.post(
    '/whatsapp/sandbox/inbound',
    {
      schema: {
        body: z.object({ from: phone, text: z.string().trim().min(1, 'text is required').max(4096) }),
        response: { 202: messageAnswer },
      },
    },
    async (request, reply) => {
      await sandbox.write(request.body.from, request.body.text);
      return reply.code(202).send({ message: 'Sent: the webhook is on its way' });
    },
  );
};
