import type { SolvedCaptcha } from '@store/shared/captcha';
import { storeApi, type ApiMeta } from '@store/shared/store';

/** A refusal as the sign-in screens read it: its status and message, and the API's Retry-After (seconds). */
const withRetryAfter = (error: object, meta: ApiMeta | undefined) => ({
  ...error,
  retryAfter: Number(meta?.headers['retry-after']) || null,
});

export const loginApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** POST /auth/otp/send: texts a code, paid for with a solved captcha. */
    sendCode: build.mutation<unknown, { phone: string; captcha: SolvedCaptcha }>({
      query: (body) => ({ url: '/auth/otp/send', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
    }),
    /** POST /auth/otp/verify: a single-use proof that the phone's code was right. */
    verifyCode: build.mutation<{ proof: string }, { phone: string; code: string }>({
      query: (body) => ({ url: '/auth/otp/verify', method: 'POST', body, answer: 'otpProof' }),
      transformErrorResponse: withRetryAfter,
    }),
    /** POST /auth/customer-login: the proof for a session cookie (signing in drops the last shopper's data, dropAccountDataOnSwitch). */
    customerLogin: build.mutation<unknown, { phone: string; proof: string }>({
      query: (body) => ({ url: '/auth/customer-login', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
    }),
  }),
});
