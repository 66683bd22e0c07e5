import { desc, gte, sql } from 'drizzle-orm';
import type { SearchLog } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { preparedRows } from '../../db/sqlScript';
import { searchQueries } from '../../db/schema';

/** How many queries each of the admin's lists shows. */
const LISTED = 20;

/**
 * What shoppers search for, counted in memory and written every few seconds as one upsert per
 * query and day: a popular search would otherwise queue every shopper on its one row. A crash
 * loses the last few seconds' counts, which a figure of what is searched can spare.
 */
export class QueryLog {
  private pending = new Map<string, { searches: number; results: number }>();
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly everyMs = 5_000,
  ) {}

  /** One search: its normalised words (no one's name or session) and how many pieces it found. */
  record(query: string, results: number): void {
    if (!query) return;
    const kept = this.pending.get(query);
    this.pending.set(query, { searches: (kept?.searches ?? 0) + 1, results });
    this.timer ??= setTimeout(() => void this.flush().catch(() => {}), this.everyMs).unref();
  }

  /** Writes what was counted so far (the admin's read does first, and the API before it closes). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending];
    this.pending = new Map();
    this.writing = this.writing.then(async () => {
      if (!batch.length) return;
      // Three arrays, one prepared statement: thousands of queries a flush are no query to build
      // in this process (which would stall every request meanwhile).
      await preparedRows(
        this.db,
        'search_queries_flush',
        `insert into search_queries (query, day, searches, results)
           select query, current_date, searches, results
             from unnest($1::text[], $2::int[], $3::int[]) as counted(query, searches, results)
         on conflict (query, day) do update
           set searches = search_queries.searches + excluded.searches, results = excluded.results`,
        [
          batch.map(([query]) => query),
          batch.map(([, { searches }]) => searches),
          batch.map(([, { results }]) => results),
        ],
      );
    });
    await this.writing;
  }

  /** The most searched queries of the last `days` days, and the most searched of those that found nothing. */
  async summary(days: number): Promise<SearchLog> {
    await this.flush();
    const count = sql<number>`sum(${searchQueries.searches})::int`;
    // The number its latest day's searches found.
    const results = sql<number>`(array_agg(${searchQueries.results} order by ${searchQueries.day} desc))[1]`;
    const since = sql`current_date - ${days - 1}::int`;
    const rows = await this.db
      .select({ query: searchQueries.query, count, results })
      .from(searchQueries)
      .where(gte(searchQueries.day, since))
      .groupBy(searchQueries.query)
      .orderBy(desc(count), searchQueries.query);
    return {
      top: rows.slice(0, LISTED),
      zero: rows
        .filter((row) => row.results === 0)
        .slice(0, LISTED)
        .map(({ query, count: searches }) => ({ query, count: searches })),
    };
  }
}
