/**
 * The API test files that also run on the embedded database (PGlite) when a PostgreSQL server
 * runs every API test file (`npm test` with API_TESTS_DATABASE_URL set, as in CI). The rest test
 * routes, rules and messages the two engines serve alike, so one run of them, on the server the
 * store deploys on, is enough; on two cores the second run of all of them was a quarter of CI.
 * Without a server (a developer's `npm test`) every file runs on the embedded database.
 *
 * PGlite is PostgreSQL compiled to WebAssembly: the same SQL gets the same answers. What differs,
 * and so what a file here proves: the schema and its migrations as the embedded store applies
 * them, its backups (its files) and the job queue polling it; locks and races, which on its one
 * connection are served one after another in this process (two shoppers, one piece; two spends,
 * one balance); extensions loaded by the package (search); a process killed mid-write. Review the
 * list with each migration.
 */
module.exports = [
  // The schema, its migrations over existing data, backups, the queue.
  'database.test.ts',
  'migrations.test.ts',
  'foreignKeysMigration.test.ts',
  'orderLinesMigration.test.ts',
  'paymentMethodsMigration.test.ts',
  'backup.test.ts',
  'jobs.test.ts',
  'refundCrash.test.ts',
  // Locks and races.
  'holds.test.ts',
  'holdCaps.test.ts',
  'stock.test.ts',
  'couponCaps.test.ts',
  'idempotency.test.ts',
  'giftCards.test.ts',
  'storeCredit.test.ts',
  'cancelledRefunds.test.ts',
  'bags.test.ts',
  // Extensions.
  'search.test.ts',
];
