import { apiClient } from '@store/shared/api';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

export interface SolvedCaptcha {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

/** A puzzle this close to its expiry is solved afresh rather than sent to be refused. */
const EXPIRY_MARGIN_MS = 15_000;

/** Fetches a puzzle from the API and solves it (the admin sign-in asks for one only when told to). */
export async function fetchAndSolve(): Promise<SolvedCaptcha> {
  const { data: challenge } = await apiClient().get<Challenge>('/auth/captcha');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('Verification timed out, please try again');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

const usable = (solved: SolvedCaptcha) =>
  !solved.challenge.parameters.expiresAt ||
  solved.challenge.parameters.expiresAt * 1000 - Date.now() > EXPIRY_MARGIN_MS;

/**
 * The invisible captcha (ALTCHA): a proof-of-work puzzle is fetched and solved (Web Crypto
 * PBKDF2, off the main thread's critical path) while the shopper types the number, so 'Send OTP'
 * rarely waits. Each solved puzzle pays for one send; the next one starts solving at once.
 */
class BackgroundCaptcha {
  private next: Promise<SolvedCaptcha> | null = null;

  prepare(): void {
    if (this.next) return;
    const solving = fetchAndSolve();
    // A failed background solve is retried by take(), not reported twice.
    solving.catch(() => {
      if (this.next === solving) this.next = null;
    });
    this.next = solving;
  }

  async take(): Promise<SolvedCaptcha> {
    this.prepare();
    const solving = this.next as Promise<SolvedCaptcha>;
    this.next = null;
    const solved = await solving.catch(() => fetchAndSolve());
    const fresh = usable(solved) ? solved : await fetchAndSolve();
    this.prepare();
    return fresh;
  }
}

export const captcha = new BackgroundCaptcha();
