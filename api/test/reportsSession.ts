import { customerClient } from './customerClient';
import { testApiSession } from './testApp';

/**
 * A test API for the owner's reports (fit figures from 3 answers), signed in as the admin before
 * the file's tests (`admin`, read when a test runs): `report(path)` reads one, 200 expected.
 */
export function reportsSession() {
  const api = testApiSession({ fitMinAnswers: 3 });
  const client = customerClient(api);
  const session = {
    api,
    ...client,
    db: () => api.database.db,
    admin: '',
    report: async (path: string) => {
      const answer = await client.call('GET', path, undefined, session.admin);
      expect(answer.status).toBe(200);
      return answer.body;
    },
  };
  beforeAll(async () => {
    session.admin = await client.signInAdmin();
  });
  return session;
}
