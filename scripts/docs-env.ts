/** `npm run docs:env`: writes the README's environment tables from the processes' settings schemas. */
import fs from 'node:fs';
import { README, readmeWithEnvTables, readReadme } from './docs/envTables';

async function main() {
  const before = readReadme();
  const after = await readmeWithEnvTables(before);
  if (after === before) return console.log('README.md: the environment tables are up to date');
  fs.writeFileSync(README, after);
  console.log('README.md: environment tables written from the settings schemas');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
