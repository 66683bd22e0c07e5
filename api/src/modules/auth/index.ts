import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { forStaff } from '../../http/guards';
import type { AdminSignIn } from './adminSignIn';
import type { Captcha } from './captcha';
import type { OtpService } from './otpService';
import { authRoutes } from './routes';
import type { SessionStore } from './sessions';
import { teamRoutes } from './team/routes';

export { installSessions } from './routes';

/**
 * Signing in: a shopper by a code texted to her phone, a staff member by her e-mail and
 * password; and the owners' Team tab, which adds, re-roles, disables and enables staff.
 */
export const authModule: FastifyPluginAsync<{
  db: Database;
  otp: OtpService;
  sessions: SessionStore;
  captcha: Captcha;
  admins: AdminSignIn;
}> = async (app, { db, otp, sessions, captcha, admins }) => {
  await app.register(authRoutes, { db, otp, sessions, captcha, admins });
  await forStaff('staff')(app, teamRoutes, { db });
};
