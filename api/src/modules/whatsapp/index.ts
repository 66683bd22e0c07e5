import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { SandboxWhatsApp } from '../../providers/whatsapp';
import { whatsappRoutes } from './routes';
import type { WebhookDeps } from './webhook';

/** WhatsApp: Meta's webhook (statuses, buttons, STOP), the checkout's question, and the sandbox's calls. */
export const whatsappModule: FastifyPluginAsync<{
  db: Database;
  jobs: JobQueue;
  config: ApiConfig;
  whatsappSandbox: SandboxWhatsApp | null;
  whatsappButtons: WebhookDeps['onButton'];
}> = async (app, { db, jobs, config, whatsappSandbox, whatsappButtons }) => {
  await app.register(whatsappRoutes, {
    db,
    jobs,
    config: config.whatsapp,
    sandbox: whatsappSandbox,
    onButton: whatsappButtons,
  });
};
