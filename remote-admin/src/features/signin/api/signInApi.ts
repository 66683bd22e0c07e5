import type { SolvedCaptcha } from '@store/shared/captcha';
import { storeApi } from '@store/shared/store';

/** The admin's credentials, and the solved captcha the API asks for after a few failures. */
export interface AdminCredentials {
  email: string;
  password: string;
  captcha?: SolvedCaptcha;
}

export const signInApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** POST /auth/adminlogin: sets the session cookie; 428 with captchaRequired when a solved captcha must come too. */
    adminSignIn: build.mutation<unknown, AdminCredentials>({
      query: (body) => ({ url: '/auth/adminlogin', method: 'POST', body }),
    }),
  }),
});
