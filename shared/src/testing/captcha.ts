import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { HttpResponse } from 'msw';
import { api } from './apiServer';

/**
 * Answers GET /auth/captcha as the API does, with a real puzzle made cheap enough (one PBKDF2
 * round, a small counter) that the screen's own solver finishes at once.
 */
export const captchaHandler = api.get('/auth/captcha', async () =>
  HttpResponse.json(
    await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 3, deriveKey, hmacSignatureSecret: 'test' }),
  ),
);
