import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from '@store/shared/cache-control';
import type { Database } from '../../db/client';
import { catalogState } from '../../db/schema';

export interface CachedAnswer {
  body: string;
  etag: string;
  headers: Record<string, string>;
}

/**
 * Shoppers' catalogue answers kept as ready JSON until the catalogue changes. A trigger moves
 * catalog_state.version on every change to products, from any API instance; each instance reads
 * it at most once per `checkEveryMs` and drops everything when it moved. So a change shows at
 * once on the instance that made it (it calls changed()) and within `checkEveryMs` elsewhere.
 */
export class CatalogCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private bytes = 0;
  private version: number | null = null;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    // Searches are open-ended: what is kept is bounded by size, the least recently used first out.
    private readonly options: { maxBytes: number; checkEveryMs: number } = { maxBytes: 32 << 20, checkEveryMs: 100 },
  ) {}

  /** This instance changed products: the next read looks at the version again. */
  changed(): void {
    this.checkedAt = 0;
  }

  /** The catalogue's version now: what a page rendered from it may be cached under. */
  async currentVersion(): Promise<number> {
    await this.fresh();
    return this.version ?? 0;
  }

  /** The answer for `key`, made by `compute` unless one made since the last change is kept. */
  async get(
    key: string,
    /** `keep: false`: an answer for this request only (made from data known to be behind). */
    compute: () => Promise<{ body: unknown; headers?: Record<string, string>; keep?: boolean }>,
  ) {
    await this.fresh();
    const kept = this.answers.get(key);
    if (kept) {
      // Most recently used last, so the oldest is dropped first when full.
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept;
    }
    const version = this.version;
    const { body, headers = {}, keep = true } = await compute();
    const json = JSON.stringify(body);
    const answer = { body: json, etag: `"${createHash('sha1').update(json).digest('base64url')}"`, headers };
    // Kept only if the catalogue did not move while it was being made.
    if (keep && version === this.version && !this.answers.has(key)) {
      this.answers.set(key, answer);
      this.bytes += json.length;
      for (const [oldest, dropped] of this.answers) {
        if (this.bytes <= this.options.maxBytes) break;
        this.answers.delete(oldest);
        this.bytes -= dropped.body.length;
      }
    }
    return answer;
  }

  private async fresh(): Promise<void> {
    if (Date.now() - this.checkedAt < this.options.checkEveryMs) return;
    // One read of the version at a time, however many requests are waiting on it.
    this.checking ??= (async () => {
      try {
        const [row] = await this.db
          .select({ version: catalogState.version })
          .from(catalogState)
          .where(eq(catalogState.id, 1));
        const version = row?.version ?? null;
        if (version !== this.version) {
          this.answers.clear();
          this.bytes = 0;
          this.version = version;
        }
        this.checkedAt = Date.now();
      } finally {
        this.checking = null;
      }
    })();
    await this.checking;
  }
}

/**
 * A kept answer, or 304 when the browser already holds it (ETag). The answer is the same for
 * every caller, but one that brings a cookie or credentials gets it marked private all the
 * same: a shared cache in front never keeps what a signed-in caller was sent. Anyone else's
 * may be kept by one (SHARED_CACHE_CONTROL), keyed by the catalogue version (/catalog/version).
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const shared = !request.headers.cookie && !request.headers.authorization;
  reply.headers({
    ...answer.headers,
    etag: answer.etag,
    'cache-control': shared ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
  });
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
