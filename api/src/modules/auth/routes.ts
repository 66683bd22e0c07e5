import type { FastifyInstance } from 'fastify';

/**
 * Sessions do not exist yet (the accounts issue adds OTP sign-in): the current-user call
 * answers as for a signed-out visitor, so the shell's persisted user is cleared.
 */
export async function authRoutes(app: FastifyInstance) {
  app.get('/auth/me', async (_request, reply) => reply.status(401).send({ message: 'Not signed in' }));
  app.post('/auth/logout', async (_request, reply) => reply.status(204).send());
}
