import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { AdminSignIn } from './adminSignIn';
import type { Captcha } from './captcha';
import type { OtpService } from './otpService';
import { authRoutes } from './routes';
import type { SessionStore } from './sessions';

export { installSessions } from './routes';

/** Signing in: a shopper by a code texted to her phone, an admin by e-mail and password. */
export const authModule: FastifyPluginAsync<{
  db: Database;
  otp: OtpService;
  sessions: SessionStore;
  captcha: Captcha;
  admins: AdminSignIn;
}> = async (app, { db, otp, sessions, captcha, admins }) => {
  await app.register(authRoutes, { db, otp, sessions, captcha, admins });
};
