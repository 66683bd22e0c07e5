import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUserSchema, indianPhoneSchema, messageAnswer, otpProofAnswer } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { customers, type CustomerRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { signedInAccount } from '../../http/guards';
import type { AdminSignIn } from './adminSignIn';
import { asCurrentUser } from './currentUser';
import { captchaPayloadSchema, type Captcha } from './captcha';
import type { OtpService } from './otpService';
import type { SessionStore } from './sessions';
import { limited } from '../../http/rateLimits';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, resolved from the session cookie (null when signed out). */
    customer: CustomerRow | null;
  }
}

/** Resolves request.customer for every route of the app (call on the root, before the routes). */
export function installSessions(app: FastifyInstance, sessions: SessionStore): void {
  app.decorateRequest('customer', null);
  app.addHook('onRequest', async (request) => {
    request.customer = await sessions.customer(request);
  });
}

const sendSchema = z.object({ phone: indianPhoneSchema, captcha: captchaPayloadSchema });
const verifySchema = z.object({
  phone: indianPhoneSchema,
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
const adminLoginSchema = z.object({
  email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').max(200),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(200),
  /** Asked for after a few failures from this client (the answer says captchaRequired). */
  captcha: captchaPayloadSchema.optional(),
});
const loginSchema = z.object({ phone: indianPhoneSchema, proof: z.string({ message: 'proof is required' }).max(600) });

/** A sign-in's answer: the account as the UI may know it (product §3, User), nothing more. */
const signedInAnswer = { 200: z.object({ message: z.string(), user: currentUserSchema }) };

/** Phone OTP sign-in, the current user and logout (product §7), with sessions in the database. */
export const authRoutes: FastifyPluginAsyncZod<{
  db: Database;
  otp: OtpService;
  sessions: SessionStore;
  captcha: Captcha;
  admins: AdminSignIn;
}> = async (app, opts) => {
  const { db, otp, sessions, captcha, admins } = opts;

  /** A fresh proof-of-work puzzle; never cached, each is good for one send. */
  app.get('/auth/captcha', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return captcha.challenge();
  });

  // The same answer whether or not the number has an account.
  app.post(
    '/auth/otp/send',
    { ...limited('otpSend'), schema: { body: sendSchema, response: { 200: messageAnswer } } },
    async (request) => {
      const { phone, captcha: solved } = request.body;
      await captcha.redeem(solved);
      await otp.send(phone, request.ip);
      return { message: 'OTP sent successfully' };
    },
  );

  app.post(
    '/auth/otp/verify',
    { ...limited('otpVerify'), schema: { body: verifySchema, response: { 200: otpProofAnswer } } },
    async (request) => {
      const { phone, code } = request.body;
      return { proof: await otp.verify(phone, code, request.ip) };
    },
  );

  /** The product's call: phone plus the proof of a verified code; a new session every time. */
  app.post(
    '/auth/customer-login',
    { ...limited('signIn'), schema: { body: loginSchema, response: signedInAnswer } },
    async (request, reply) => {
      const { phone, proof } = request.body;
      const customer = await db.transaction(async (tx) => {
        await otp.redeem(phone, proof, tx);
        const [account] = await tx
          .insert(customers)
          .values({ phone })
          .onConflictDoUpdate({ target: customers.phone, set: { phone } })
          .returning();
        if (!account) throw new HttpError(500, 'customer not saved');
        // A code texted to a phone is no admin's credential (a lost SIM would open the desk):
        // refused after the proof is checked, so no one learns an admin's number, and the
        // proof is not spent (the transaction rolls back).
        if (account.role !== 'customer')
          throw new HttpError(403, 'This number belongs to an admin account: sign in through the admin sign-in');
        return account;
      });
      await sessions.start(request, reply, customer);
      return { message: 'Login successful', user: asCurrentUser(customer) };
    },
  );

  /** The product's admin sign-in: e-mail and password; any account's session is replaced. */
  app.post(
    '/auth/adminlogin',
    { ...limited('signIn'), schema: { body: adminLoginSchema, response: signedInAnswer } },
    async (request, reply) => {
      const { email, password, captcha: solved } = request.body;
      if (solved) await captcha.redeem(solved);
      const account = await admins.signIn(email, password, request.ip, Boolean(solved));
      await sessions.start(request, reply, account);
      return { message: 'Login successful', user: asCurrentUser(account) };
    },
  );

  app.get('/auth/me', { schema: { response: { 200: currentUserSchema } } }, async (request) =>
    asCurrentUser(signedInAccount(request)),
  );

  app.post('/auth/logout', async (request, reply) => {
    await sessions.end(request, reply);
    return reply.status(204).send();
  });
};
