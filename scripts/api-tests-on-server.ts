/**
 * `npm run test:api:server`, the last of `npm test`'s steps beside the browser tests: the API
 * tests again on a real PostgreSQL server when API_TESTS_DATABASE_URL names one (`.ci/run` sets it
 * when a server answers on 127.0.0.1:5432), with rate limits counted in the Redis of
 * API_TESTS_REDIS_URL when set. Two Jest workers: on PostgreSQL the API tests mostly wait (on
 * timers, jobs' polls and worker processes), so two of them use about one core, measured (745 s
 * of wall time for 760 s of CPU), and the browser tests, one file at a time, keep the other.
 * Without a server it says so and passes: `npm test`'s unit step already ran the API tests on the
 * embedded database. With one, the unit step ran only the files of `api/test/embeddedToo.cjs` there
 * (jest.config.cjs): this run is the only one of the rest.
 */
import { spawn } from 'node:child_process';
import { ROOT } from './lib/apps';

const server = process.env.API_TESTS_DATABASE_URL;
if (!server) {
  console.log('API_TESTS_DATABASE_URL not set: the API tests ran on the embedded database only (test:unit)');
} else {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TEST_DATABASE_URL: server,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
  };
  if (process.env.API_TESTS_REDIS_URL) env.TEST_REDIS_URL = process.env.API_TESTS_REDIS_URL;
  console.log(`API tests on ${new URL(server).host}${env.TEST_REDIS_URL ? ', rate limits in Redis' : ''}`);
  const child = spawn('npx', ['jest', '--selectProjects', 'api', '--maxWorkers=2'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  child.on('close', (code) => process.exit(code ?? 1));
}
