import { Client } from 'pg';
import { loadConfig } from '../src/config';
import { openConfiguredDatabase } from '../src/prepare';
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

onPostgres('opens no more connections than DATABASE_POOL_SIZE: the rest of the queries wait their turn', async () => {
  const database = await openConfiguredDatabase(
    loadConfig({ DATABASE_URL: api.config.databaseUrl as string, DATABASE_POOL_SIZE: '2' }),
  );
  try {
    const sleeps = Array.from({ length: 4 }, () => database.executeSql('select pg_sleep(0.3)'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(database.poolStats()).toMatchObject({ total: 2, waiting: 2 });
    await Promise.all(sleeps);
  } finally {
    await database.close();
  }
});
