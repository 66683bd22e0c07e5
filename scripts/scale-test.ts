/**
 * `npm run scale-test` (not part of `npm test`; needs PostgreSQL, Redis, nginx and a build):
 * the store as a small cluster on this machine, under the soak's shopper and admin mix, with
 * one API instance and the job worker killed (SIGKILL) mid-run and started again.
 *
 *   shoppers ──> nginx :shop   pages (shared cache) ──> render A, render B ──┐
 *            │                 /media (shared cache) ──────────────────────┐│
 *            └─> nginx :api    the API's front ──> API A, API B <───────────┘┘
 *                                              │  PostgreSQL (a scratch database), Redis,
 *                                  worker ─────┘  photos in an S3 bucket (s3rver)
 *
 * Both nginx servers run the containers' own configs (deploy/nginx/shell.conf.template and
 * api.conf.template). Fails on: a captured payment without exactly one order, or an order
 * without one; an order's confirmation e-mail, or a stage move's text or e-mail, not sent
 * exactly once; any 5xx or unanswered request a shopper or the admin saw. (A checkout call on
 * the instance that died is finished on the other: it carries an Idempotency-Key, so the front
 * resends it and the API does it once.) Also measures listing and product reads through the
 * front with one API instance and with two, in the same run: as a stranger reads them (the
 * front's catalogue cache) and as a signed-in shopper (past it, to the API).
 *
 * SCALE_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test), SCALE_REDIS_URL
 * (redis://127.0.0.1:6379), SCALE_PORT (4820: it uses 12 ports from there), SCALE_SECONDS (60),
 * SCALE_RATE (30 actions/s), SCALE_READ_SECONDS (5, each of the 3 throughput runs per route and instance count).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCTION_STAGE_LABELS, type ProductionStage } from '@store/shared/catalog';
import sharp from 'sharp';
import type { UploadAuth } from '@store/shared/schemas';
import { DEFAULT_ADMIN } from '../api/src/config';
import { openDatabase } from '../api/src/db/client';
import { rawRows } from '../api/src/db/rawRows';
import { createScratchDatabase } from '../api/src/db/scratchDatabase';
import { copyMediaFiles, localMediaFiles } from '../api/src/media/mediaFiles';
import { s3MediaFiles } from '../api/src/media/s3MediaFiles';
import { reconcileSandboxPayments } from '../api/src/modules/payments/sandboxReconciliation';
import { spawnApi, stopProcess, waitForReady } from './lib/apiProcess';
import { APPS, ROOT } from './lib/apps';
import { loadTest, median, type LoadResult } from './lib/loadTest';
import { nginxBinary, startNginx, upstreamBlock, writeContainerStart, type NginxSite } from './lib/nginx';
import { spawnRenderServer } from './lib/renderProcess';
import { startS3Server } from './lib/s3Server';
import { outboxLines, p99, runSteady, shopperMix } from './lib/shopperMix';
import { shellContainerEnv, siteRuntimeConfig } from './lib/site';
import { startStaticServer } from './lib/staticServer';

const DATABASE = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BASE = Number(process.env.SCALE_PORT) || 4820;
const SECONDS = Number(process.env.SCALE_SECONDS) || 60;
const RATE = Number(process.env.SCALE_RATE) || 30;
const READ_SECONDS = Number(process.env.SCALE_READ_SECONDS) || 5;
const ROUNDS = 3;
const BUCKET = 'scale-media';

const PORTS = {
  s3: BASE,
  apis: [BASE + 1, BASE + 2],
  renders: [BASE + 3, BASE + 4],
  remotes: BASE + 5, // one each: +5 .. +8
  shop: BASE + 9,
  apiFront: BASE + 10,
  apiFrontOne: BASE + 11,
};
const HOST = 'http://127.0.0.1';
const SHOP = `${HOST}:${PORTS.shop}`;
const API = `${HOST}:${PORTS.apiFront}`;

interface Mail {
  subject: string;
  at: string;
}
interface Text {
  text: string;
}

/** Stops everything started so far, newest first, whatever fails. */
const cleanups: (() => Promise<unknown> | void)[] = [];
async function cleanUp() {
  for (const step of cleanups.reverse()) await Promise.resolve(step()).catch(() => {});
}

function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}

/**
 * An admin's upload through the balancer lands on one instance; every instance must then serve
 * the same bytes (they share the bucket, not a disk). Returns a problem, or null.
 */
async function uploadedPhotoOnEveryInstance(): Promise<string | null> {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'store' };
  const login = await fetch(`${API}/auth/adminlogin`, { method: 'POST', headers, body: JSON.stringify(DEFAULT_ADMIN) });
  const cookie = /sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const auth = (await (await fetch(`${API}/auth/imagekit`, { headers: { cookie } })).json()) as UploadAuth;
  const form = new FormData();
  const photo = await sharp({ create: { width: 600, height: 750, channels: 3, background: '#7a4b2a' } })
    .jpeg()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(photo)]), 'scale.jpg');
  for (const [name, value] of Object.entries({ ...auth, expire: String(auth.expire), fileName: 'scale.jpg' }))
    if (name !== 'uploadUrl' && name !== 'folder') form.append(name, String(value));
  const uploaded = await fetch(`${API}${new URL(auth.uploadUrl).pathname}`, {
    method: 'POST',
    headers: { 'x-requested-with': 'store' },
    body: form,
  });
  if (!uploaded.ok) return `upload through the balancer: ${uploaded.status} ${await uploaded.text()}`;
  const { url } = (await uploaded.json()) as { url: string };
  for (const port of PORTS.apis) {
    const served = await fetch(`${HOST}:${port}${new URL(url).pathname}?tr=w-320`);
    const width = served.ok ? (await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width : null;
    if (width !== 320) return `the uploaded photo on the instance at ${port}: ${served.status}, width ${width}`;
  }
  return null;
}

async function main() {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  if (!fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html')))
    throw new Error('no build: run `npx tsx scripts/build.ts` first');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'store-scale-'));
  cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));

  const s3 = await startS3Server([BUCKET], PORTS.s3);
  cleanups.push(() => s3.close());
  // The demo catalogue's pictures as the tests drew them, so seeding need not draw them again.
  const drawn = path.join(os.tmpdir(), 'store-test-media');
  if (fs.existsSync(drawn)) await copyMediaFiles(localMediaFiles(drawn), s3MediaFiles(s3.settings(BUCKET)));
  const scratch = await createScratchDatabase(DATABASE, 'store_scale');
  cleanups.push(() => scratch.drop());

  // The remotes' builds, each on its port as in the e2e harness; the shell's runtime config names them.
  const remoteEnv: NodeJS.ProcessEnv = { PUBLIC_HOST: HOST };
  APPS.filter((app) => app.remote).forEach((app, index) => (remoteEnv[app.portEnv] = String(PORTS.remotes + index)));
  for (const app of APPS.filter((candidate) => candidate.remote)) {
    const server = await startStaticServer({
      root: path.join(ROOT, app.dir, 'dist'),
      port: Number(remoteEnv[app.portEnv]),
      corsOrigin: SHOP,
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
  }
  const shellRoot = path.join(work, 'shell');
  fs.cpSync(path.join(ROOT, 'shell', 'dist'), shellRoot, { recursive: true });
  const runtimeConfig = siteRuntimeConfig(remoteEnv, HOST, API);
  fs.writeFileSync(path.join(shellRoot, 'runtime-config.json'), JSON.stringify(runtimeConfig, null, 2));

  const outbox = path.join(work, 'outbox');
  const mailFile = path.join(outbox, 'mail.jsonl');
  const smsFile = path.join(outbox, 'sms.jsonl');
  const apiEnv = (name: string, port: number): NodeJS.ProcessEnv => ({
    ...process.env,
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    DATA_DIR: path.join(work, name), // resized variants: each instance its own cache
    DATABASE_URL: scratch.url,
    REDIS_URL: REDIS,
    IMAGES_PROVIDER: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: s3.settings(BUCKET).accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings(BUCKET).secretAccessKey,
    PUBLIC_API_URL: API,
    PUBLIC_MEDIA_URL: `${SHOP}/media`,
    CORS_ORIGINS: SHOP,
    TRUST_PROXY: '1',
    MAIL_OUTBOX: mailFile,
    SMS_OUTBOX: smsFile,
    JOBS_IN_PROCESS: 'false',
    // A job on the killed worker counts as lost after 30 s (then pg-boss's next check, at most a
    // minute later, retries it). Not shorter: a job still running when it expires runs twice.
    JOB_EXPIRE_SECONDS: '30',
    JOB_RETRY_DELAY_SECONDS: '2',
    METRICS_PORT: '0',
    LOG_LEVEL: 'warn',
    // Every shopper comes from this machine's one address: per-client limits would only count 429s.
    RATE_LIMITS: 'off',
  });
  const processes = new Map<string, ChildProcess>();
  const startApi = async (index: number) => {
    const port = PORTS.apis[index] as number;
    const child = spawnApi(apiEnv(`api-${index}`, port), 'ignore');
    processes.set(`api-${index}`, child);
    await waitForReady(`${HOST}:${port}`, child);
  };
  const startWorker = () => processes.set('worker', spawnApi(apiEnv('worker', 0), 'ignore', 'api/src/worker.ts'));
  cleanups.push(async () => {
    for (const child of processes.values()) await stopProcess(child);
  });
  await startApi(0); // migrates and seeds first
  await startApi(1);
  startWorker();

  const renderEnv = { ...process.env, METRICS_PORT: '0' };
  for (const port of PORTS.renders) {
    const render = await spawnRenderServer(renderEnv, {
      port,
      root: shellRoot,
      apiUrl: API,
      publicOrigin: SHOP,
      alone: false,
    });
    cleanups.push(() => render.close());
  }
  const headers = path.join(work, 'headers');
  fs.mkdirSync(headers, { mode: 0o755 });
  fs.chmodSync(work, 0o755); // nginx's workers run as another user
  const securityHeaders = writeContainerStart(
    'shell',
    shellRoot,
    path.join(headers, 'security-headers.inc'),
    shellContainerEnv(runtimeConfig, process.env, { apiUrl: API, mediaUrl: `${SHOP}/media`, shellOrigin: SHOP }),
  );
  const apiServers = PORTS.apis.map((port) => `127.0.0.1:${port}`);
  // Which instances nginx tried for each request: a checkout call resent after the kill shows both.
  const frontLog = path.join(work, 'front.log');
  const apiFront = (port: number, upstream: string): NginxSite => ({
    kind: 'api',
    root: shellRoot,
    port,
    shellOrigin: SHOP,
    securityHeaders,
    apiUpstream: upstream,
  });
  const front = await startNginx(
    nginx,
    [
      {
        kind: 'shell',
        root: shellRoot,
        port: PORTS.shop,
        shellOrigin: SHOP,
        securityHeaders,
        renderUpstream: 'render_pool',
        mediaUpstream: 'http://api_pool/media/',
      },
      apiFront(PORTS.apiFront, 'api_pool'),
    ],
    [
      upstreamBlock(
        'render_pool',
        PORTS.renders.map((port) => `127.0.0.1:${port}`),
      ),
      upstreamBlock('api_pool', apiServers),
    ],
    frontLog,
  );
  // The same front with one instance behind it, for the reads' comparison (an nginx of its own:
  // the config's cache zone is declared once per nginx).
  const frontOfOne = await startNginx(nginx, apiFront(PORTS.apiFrontOne, 'api_one'), [
    upstreamBlock('api_one', apiServers.slice(0, 1)),
  ]);
  cleanups.push(() => frontOfOne.close());
  cleanups.push(() => front.close());

  const mix = shopperMix({ api: API, shop: SHOP });
  await mix.prepare();
  const product = mix.catalogue()[0]?._id;
  const sharedPhoto = await uploadedPhotoOnEveryInstance();

  // Reads through the front with one API instance behind it and with two, interleaved in rounds
  // (the order flipped each round) so a drift of the machine's load hits both alike: as a
  // stranger (kept by the front, which still asks an instance for the version each time) and as
  // a signed-in shopper (a session cookie: past the cache, answered by an instance).
  const reads = new Map<string, LoadResult[]>();
  const fronts = { 1: `${HOST}:${PORTS.apiFrontOne}`, 2: API };
  const callers = { stranger: {}, 'signed-in': { cookie: 'sid=a-load-test-session' } };
  for (let round = 0; round < ROUNDS; round++)
    for (const [name, route] of [
      ['listing', '/api/products/mens'],
      ['product', `/products/${product}`],
    ] as const)
      for (const [caller, headers] of Object.entries(callers))
        for (const instances of round % 2 ? [2, 1] : [1, 2]) {
          const url = `${fronts[instances as 1 | 2]}${route}`;
          if (round === 0) await loadTest(name, url, { seconds: 1, connections: 16, headers }); // warm
          const key = `${name} ${caller} ${instances}`;
          reads.set(key, [
            ...(reads.get(key) ?? []),
            await loadTest(name, url, { seconds: READ_SECONDS, connections: 16, headers }),
          ]);
        }

  const readLoad = os.loadavg()[0] ?? 0;

  // The mix, with API instance 1 and the worker killed at 35% of the run and started at 55%.
  console.log(
    `scale test: ${SECONDS} s at ${RATE} actions/s through ${API} and ${SHOP} (2 APIs, 2 render servers, a worker)`,
  );
  let killedAt = -1;
  let restarted = -1;
  const chaos = (async () => {
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 350));
    killedAt = Date.now();
    await Promise.all([kill(processes.get('api-1') as ChildProcess), kill(processes.get('worker') as ChildProcess)]);
    console.log(`  ${(SECONDS * 0.35).toFixed(0)} s: API instance 1 and the worker killed (SIGKILL)`);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 200));
    startWorker();
    await startApi(1);
    restarted = Date.now();
    console.log(`  API instance 1 ready again ${((restarted - killedAt) / 1000).toFixed(1)} s after the kill`);
  })();
  const mixStarted = Date.now();
  const run = await runSteady(RATE, SECONDS, mix.action);
  await chaos;

  // Let the webhooks and the retried jobs of the killed worker land (expiry + pg-boss's check):
  // every captured payment its order, every order and stage move its notices, or time is up.
  const database = await openDatabase({ url: scratch.url });
  cleanups.push(() => database.close());
  const expected = async () => {
    const orderNumbers = (await rawRows(database.db, 'select number from orders')).map((row) => String(row.number));
    const moves = await rawRows(
      database.db,
      `select o.number, e.to_value as stage from order_events e join orders o on o.id = e.order_id where e.kind = 'stage'`,
    );
    const label = (stage: string) => PRODUCTION_STAGE_LABELS[stage as ProductionStage].toLowerCase();
    return { orderNumbers, moves: moves.map((row) => `${String(row.number)} ${label(String(row.stage))}`) };
  };
  const sent = () => {
    const mails = outboxLines<Mail>(mailFile);
    const texts = outboxLines<Text>(smsFile);
    const confirmations = mails.flatMap((mail) => /order (\S+) is confirmed/.exec(mail.subject)?.[1] ?? []);
    const stageMails = mails.flatMap((mail) => {
      const match = /^Your Elegance order (\S+): (.*)$/.exec(mail.subject);
      return match ? stageOf(match[1] as string, match[2] as string) : [];
    });
    const stageTexts = texts.flatMap(({ text }) => {
      const match = /^Elegance order (\S+): your (.*)\. Track it/.exec(text);
      return match ? stageOf(match[1] as string, match[2] as string) : [];
    });
    return { mails, confirmations, stageMails, stageTexts };
  };
  // Notices name a stage by its label ('measurements confirmed'); a piece's name may hold spaces too.
  const labels = Object.values(PRODUCTION_STAGE_LABELS).map((text) => text.toLowerCase());
  const stageOf = (order: string, rest: string) => {
    const found = labels.filter((text) => rest.endsWith(text)).sort((a, b) => b.length - a.length)[0];
    return found ? [`${order} ${found}`] : [];
  };
  const settleDeadline = Date.now() + 200_000;
  let want: Awaited<ReturnType<typeof expected>>;
  for (;;) {
    want = await expected();
    const got = sent();
    const done =
      (await reconcileSandboxPayments(database)).problems.length === 0 &&
      want.orderNumbers.every((number) => got.confirmations.includes(number)) &&
      want.moves.every((move) => got.stageTexts.includes(move) && got.stageMails.includes(move));
    if (done || Date.now() > settleDeadline) break;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const settledAfter = (Date.now() - mixStarted) / 1000 - run.elapsed;

  const payments = await reconcileSandboxPayments(database);
  const got = sent();
  const exactlyOnce = (what: string, wanted: string[], seen: string[]) => {
    const counts = new Map<string, number>();
    for (const key of seen) counts.set(key, (counts.get(key) ?? 0) + 1);
    const problems = wanted
      .filter((key) => counts.get(key) !== 1)
      .map((key) => `${what} ${key}: sent ${counts.get(key) ?? 0} times`);
    const strays = [...counts.keys()]
      .filter((key) => !wanted.includes(key))
      .map((key) => `${what} ${key}: sent for nothing`);
    return [...problems, ...strays];
  };

  console.log(
    `held ${(run.done / run.elapsed).toFixed(1)} actions/s (${run.done} in ${run.elapsed.toFixed(1)} s, at most ${run.maxInFlight} at once)`,
  );
  for (const [key, count] of [...mix.statuses].sort()) console.log(`  ${key.padEnd(28)} ${count}`);
  for (const name of ['create-order', 'sandbox pay', 'place order', 'page', 'picture'])
    console.log(`  p99 ${name.padEnd(24)} ${p99(mix.latencies.get(name) ?? []).toFixed(0)} ms`);
  console.log(`captured payments ${payments.captured}, orders ${payments.orders}`);
  console.log(
    `e-mails: ${got.confirmations.length} confirmations for ${want.orderNumbers.length} orders, ` +
      `${got.stageMails.length} stage e-mails and ${got.stageTexts.length} texts for ${want.moves.length} stage moves ` +
      `(all in ${settledAfter.toFixed(0)} s after the mix)`,
  );
  console.log(`an admin's upload through the balancer, served by each instance: ${sharedPhoto ?? 'yes'}`);
  // Calls the front sent to a second instance (the first refused, reset or answered 502-504).
  const resent = fs
    .readFileSync(frontLog, 'utf8')
    .split('\n')
    .filter((line) => /"[^"]*, [^"]*"/.test(line) && !line.includes('/__'));
  const resentKinds = new Map<string, number>();
  for (const line of resent) {
    const [method, route, status] = line.split(' ');
    const kind = `${method} ${String(route).replace(/[0-9a-f-]{36}/g, ':id')} ${status}`;
    resentKinds.set(kind, (resentKinds.get(kind) ?? 0) + 1);
  }
  console.log(
    `calls nginx sent on to the other instance: ${resent.length}` +
      (resent.length ? ` (${[...resentKinds].map(([kind, n]) => `${kind} x${n}`).join(', ')})` : ''),
  );
  console.log(
    `5xx a shopper or the admin saw: ${mix.faults.length}; keyed calls the shopper's client sent again: ${mix.retried.length}, answered from a kept answer: ${mix.replayed.length}` +
      (mix.retried.length ? ` (${mix.retried.slice(0, 5).join('; ')})` : ''),
  );
  console.log(
    `reads through the API's front (16 connections, median of ${ROUNDS} runs of ${READ_SECONDS} s; ${os.cpus().length} cores, load average ${readLoad.toFixed(1)} after them):`,
  );
  for (const [key, results] of reads) {
    const [name, caller, instances] = key.split(' ');
    const middle = (pick: (result: LoadResult) => number) => median(results.map(pick));
    console.log(
      `  ${instances} API instance${instances === '1' ? ' ' : 's'} ${String(name).padEnd(8)} ${String(caller).padEnd(10)} ${String(middle((r) => r.rps)).padStart(6)} req/s` +
        `  p50 ${middle((r) => r.p50)} ms  p99 ${middle((r) => r.p99)} ms  (runs: ${results.map((r) => r.rps).join(', ')}; failed requests ${results.reduce((n, r) => n + r.errors, 0)})`,
    );
  }

  const problems = [
    ...payments.problems,
    ...exactlyOnce('confirmation e-mail of order', want.orderNumbers, got.confirmations),
    ...exactlyOnce('stage text', want.moves, got.stageTexts),
    ...exactlyOnce('stage e-mail', want.moves, got.stageMails),
    ...mix.faults
      .slice(0, 20)
      .map(
        (fault) =>
          `${fault.label} (${fault.method}) at ${((fault.at - mixStarted) / 1000).toFixed(1)} s: ${fault.status} ${fault.body}`,
      ),
    ...mix.broken.slice(0, 20).map((failure) => `no answer: ${failure}`),
    ...[...reads].flatMap(([key, results]) =>
      results
        .filter((result) => result.non2xx > 0)
        .map((result) => `${key} instance(s): ${result.non2xx} answers not 2xx`),
    ),
    ...(restarted < 0 ? ['API instance 1 did not come back'] : []),
    ...(sharedPhoto ? [sharedPhoto] : []),
    ...(want.moves.length === 0 ? ['no stage was moved: the texts went unchecked'] : []),
  ];
  if (problems.length) {
    console.error(`scale test FAILED:\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else console.log('scale test passed: one order per captured payment, every notice sent once, no 5xx a shopper saw');
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
