import { loadConfig } from '../api/src/config';
import { prepareDatabase } from '../api/src/prepare';
import { addScaleProducts } from '../api/src/seed/scaleCatalogue';
import { buildApp } from '../api/src/app';
import { SECTIONS } from '@store/shared/catalog';
import { benchStore } from './lib/benchStore';
import { CatalogCache } from '../api/src/modules/catalog/catalogCache';
import { MemorySearch } from '../api/src/modules/search/memorySearch';

const WORDS = [
  'saree',
  'sari',
  'lehenga',
  'lengha',
  'kurta',
  'kurtta',
  'sherwani',
  'sherwni',
  'bandgala',
  'jewelry',
  'shades',
  'gown',
  'gowns',
  'suit',
  'tuxedo',
  'jacket',
  'watch',
  'bag',
  'footwear',
  'anarkali',
  'royal',
  'velvet',
  'silk',
  'black',
  'red',
  'navy',
  'gold',
  'wedding',
  'festive',
  'brocade',
  'linen',
  'jacquard',
  'midnight',
  'heritage',
  'साड़ी',
  'लहंगा',
  'कुर्ता',
  'shirt',
  'coord',
  'zzqx',
  'party wear',
  'bridal',
  'emerald',
  'classic',
];

/** Every pair of words, then each with a page or a sort: thousands of distinct result queries. */
function resultPaths(): string[] {
  const out: string[] = [];
  const sorts = ['relevance', 'popular', 'price-asc', 'newest'];
  for (const [i, a] of WORDS.entries())
    for (const [j, b] of WORDS.entries()) {
      const q = i === j ? a : `${a} ${b}`;
      out.push(`/search?q=${encodeURIComponent(q)}&sort=${sorts[(i + j) % sorts.length]}&page=${1 + ((i * j) % 3)}`);
    }
  return out;
}


async function main() {
  const size = Number(process.env.SIZE ?? 10000);
  const store = await benchStore('searchprof', 'postgres://postgres@127.0.0.1:5432/test');
  try {
    const config = loadConfig(store.env);
    const database = await prepareDatabase({ ...config, seedDemoData: true }, () => {});
    let t = Date.now();
    for (const [index, section] of SECTIONS.entries()) await addScaleProducts(database.db, section, Math.floor(size / 3) - (index === 0 ? 100 : 0));
    await database.analyze();
    console.log('added', Date.now() - t);
    const engine = new MemorySearch(database.db, new CatalogCache(database.db));
    const h0 = process.memoryUsage().heapUsed;
    t = Date.now();
    await engine.prepare();
    console.log('build ms', Date.now() - t, 'heap MB', Math.round((process.memoryUsage().heapUsed - h0) / 1e6));
    const cpu = async (name: string, fn: (i: number) => Promise<unknown>, n: number) => {
      const c0 = process.cpuUsage();
      const w0 = performance.now();
      for (let i = 0; i < n; i++) await fn(i);
      const c = process.cpuUsage(c0);
      console.log(name.padEnd(30), 'cpu ms/op', ((c.user + c.system) / 1000 / n).toFixed(2), 'wall ms/op', ((performance.now() - w0) / n).toFixed(2));
    };
    const qs = WORDS.flatMap((a) => WORDS.map((b) => `${a} ${b}`));
    const prefixes = WORDS.flatMap((w) => Array.from({ length: w.length - 1 }, (_, i) => w.slice(0, i + 2)));
    await cpu('engine suggest', (i) => engine.suggestions(prefixes[i % prefixes.length]!), 200);
    await cpu('engine results', (i) => engine.results({ q: qs[i % qs.length]!, filters: { section: null, type: null }, sort: 'relevance', page: 1, limit: 24 }), 200);
    const app = await buildApp({ config, database });
    await app.ready();
    let k = 0;
    await cpu('http suggest', async (i) => { const r = await app.inject(`/search/suggest?q=${encodeURIComponent(prefixes[i % prefixes.length]! + ' ' + k++)}`); if (r.statusCode !== 200) throw new Error(r.body); }, 200);
    await cpu('http suggest (known)', async (i) => { const r = await app.inject(`/search/suggest?q=${encodeURIComponent(`${WORDS[k++ % WORDS.length]} ${prefixes[i % prefixes.length]}`)}`); if (r.statusCode !== 200) throw new Error(r.body); }, 200);
    const paths = resultPaths();
    let sizeSum = 0;
    await cpu('http results (bench paths)', async (i) => { const r = await app.inject(paths[(i * 7) % paths.length]!); sizeSum += r.body.length; if (r.statusCode !== 200) throw new Error(r.body); }, 300);
    console.log('avg body', Math.round(sizeSum / 300));
    const { searchQuerySchema } = await import('@store/shared/schemas');
    const parsed = paths.slice(0, 300).map((p) => searchQuerySchema.parse(Object.fromEntries(new URL('http://x' + p).searchParams)));
    await cpu('engine results (bench paths)', (i) => { const q = parsed[i]!; return engine.results({ q: q.q, filters: { section: null, type: null }, sort: q.sort, page: q.page, limit: 24 }); }, 300);
    if (process.env.PROFILE) {
      const { Session } = await import('node:inspector/promises');
      const session = new Session(); session.connect();
      await session.post('Profiler.enable'); await session.post('Profiler.start');
      for (let i = 0; i < 600; i++) await app.inject(paths[(i * 13) % paths.length]!);
      
      const { profile } = await session.post('Profiler.stop');
      const self = new Map<string, number>();
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const counts = new Map<number, number>();
      for (const s of profile.samples ?? []) counts.set(s, (counts.get(s) ?? 0) + 1);
      for (const [id, c] of counts) { const n = byId.get(id)!; const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key) ?? 0) + c); }
      const total = profile.samples?.length ?? 1;
      console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(100 * v / total).toFixed(1)}% ${k}`).join('\n'));
    }
    await app.close();
    await database.close();
  } finally {
    await store.dispose();
  }
}
main().catch((e) => { console.error(e); process.exit(1); });
