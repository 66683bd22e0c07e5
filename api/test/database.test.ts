import { Client } from 'pg';
import { testApiSession } from './testApp';

const api = testApiSession();

// Only a PostgreSQL server can end connections under the API (CI runs this file on one).
const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

onPostgres('keeps serving after the server ends its idle connections (a restart, a failover)', async () => {
  expect((await api.app.inject({ method: 'GET', url: '/api/products/mens?limit=1' })).statusCode).toBe(200);
  const admin = new Client({ connectionString: api.config.databaseUrl as string });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    expect(rowCount).toBeGreaterThan(0);
  } finally {
    await admin.end();
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await api.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  expect((await api.app.inject({ method: 'GET', url: '/api/products/womens?limit=1' })).statusCode).toBe(200);
});
