import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/**
 * A new database on a PostgreSQL server, for a test run or a benchmark, and the way to drop it
 * again: empty, or a copy of `template` (a file copy, far quicker than migrating and seeding
 * again; nobody may be connected to the template meanwhile). The server URL names any database
 * the user may connect to.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  const run = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
