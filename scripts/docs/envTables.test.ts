import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/apps';
import { readmeWithEnvTables, readReadme } from './envTables';

it("holds the README's environment tables to the settings schemas (npm run docs:env rewrites them)", async () => {
  const readme = readReadme();
  expect(readme).toMatch(/\| `DATABASE_POOL_SIZE` +\| 5 /);
  expect(readme).toBe(await readmeWithEnvTables(readme));
});

it('finds a table that differs from its schema', async () => {
  const edited = readReadme().replace(/(\| `SERVE_FILES` +\| )false/, '$1true ');
  expect(edited).not.toBe(readReadme());
  expect(await readmeWithEnvTables(edited)).toBe(readReadme());
});

it('reads the environment of the API, the worker and the render server only through their schemas', () => {
  const sources = execFileSync('git', ['ls-files', 'api/src', 'shell/server', 'shared/server'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'));
  const reading = sources.filter((file) =>
    /process\.env|\benv\.[A-Z_]+|\benv\[/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
  );
  // loadConfig's default argument, and the render server's entry handing process.env to loadRenderSettings.
  expect(reading.sort()).toEqual(['api/src/config.ts', 'shell/server/main.ts']);
});
