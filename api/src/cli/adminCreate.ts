/**
 * npm run admin:create -- --email admin@shop.in --password '...'
 * Creates the admin of that e-mail or resets its password, on the configured database.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { upsertAdmin } from '../modules/auth/adminSignIn';
import { prepareDatabase } from '../prepare';

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email || !values.password) {
    console.error("usage: npm run admin:create -- --email <e-mail> --password '<at least 10 characters>'");
    process.exit(2);
  }
  const config = { ...loadConfig(), admin: null, seedDemoData: false };
  const database = await prepareDatabase(config, () => {});
  try {
    await upsertAdmin(database.db, values.email, values.password);
    console.log(`admin ${values.email.trim().toLowerCase()} is ready`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
