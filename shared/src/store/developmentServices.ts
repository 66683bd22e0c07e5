import type { StoreServices } from './apiBaseQuery';

/**
 * The browser store's services: in a development build, every API answer checked against the
 * API's own schemas (loaded apart, on demand); a production build has none and carries no zod.
 */
export async function browserStoreServices(): Promise<StoreServices> {
  if (process.env.NODE_ENV === 'production') return {};
  const { answerProblem } = await import('../api/answerChecks');
  return { checkAnswer: answerProblem };
}
