import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_SHAPE, IDEMPOTENT_REPLAY_HEADER } from '@store/shared/schemas';
import type { Database } from '../db/client';
import { idempotentAnswers } from '../db/schema';
import { insertRow, literal, preparedTableRows } from '../db/sqlScript';
import { AnswerInstead, HttpError } from './errors';

/**
 * How a route takes an Idempotency-Key:
 * - `kept`: the handler writes its answer in the transaction of what it changes
 *   (`keptAnswer`), and a later copy of the call gets that answer back;
 * - `repeatable`: a second copy changes nothing more and answers alike (a quote, a coupon
 *   check, reopening the one open payment order), so nothing is kept.
 * Any other route refuses a key: a proxy or client may resend a keyed call, so a key must never
 * reach a route that would do it twice.
 */
export type Idempotency = 'kept' | 'repeatable';

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotency?: Idempotency;
  }
  interface FastifyRequest {
    /** A `kept` route's key, when the call carries one (null otherwise). */
    idempotency: KeyedCall | null;
  }
}

/** How long an answer is kept: a shopper's retry comes within seconds, a re-sent tab within hours. */
export const KEPT_HOURS = 24;

/** A route's options with its idempotency, beside what else it configures (`limited(...)`). */
export function idempotent(kind: Idempotency, options: { config?: object } = {}) {
  return { ...options, config: { ...options.config, idempotency: kind } };
}

/** A `kept` call's key: its answer, written with what the call changes. */
export interface KeyedCall {
  /**
   * Keeps `body` as the answer to this key, in `tx`, the transaction of what the call changes:
   * both commit or neither. If a concurrent copy of the call committed first, this throws its
   * answer instead (AnswerInstead), which rolls `tx` back.
   */
  keep(tx: Database, body: unknown, status?: number): Promise<void>;
  /**
   * `keep` for a transaction sent as one message: the statement that writes the answer (an
   * `insert ... returning id`, no row when a copy of the call committed first), `undo` (a
   * `delete ... where` of that row only, for the caller to extend), and `replay`, which throws
   * that copy's answer (AnswerInstead) when it wrote none.
   */
  keeping(body: unknown, status?: number): { insert: string; undo: string; replay(db: Database): Promise<never> };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The answer's cipher key, from the Idempotency-Key itself (never stored) and the caller. */
const sealingKey = (key: string, caller: string) =>
  Buffer.from(hkdfSync('sha256', key, caller, 'idempotent answer', 32));

function seal(key: string, caller: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(key, caller), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

function unseal(key: string, caller: string, stored: string): { status: number; body: unknown } {
  const bytes = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(key, caller), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
}

/** Every checkout call's first read: prepared once per connection, no query built per call. */
const keptAnswerOf = preparedTableRows(idempotentAnswers, 'idempotent-answer', 'id = $1', [
  'id',
  'requestHash',
  'answer',
  'createdAt',
]);

const REUSED = 'Idempotency-Key: this key was already used for a different request; send a new key for a new call';

/**
 * Idempotency keys on the routes that declare them (`idempotent(...)`). A `kept` route's
 * answer is looked up before the handler runs: found, it is sent again (with
 * `Idempotent-Replayed: true`) and nothing runs; the same key with another method, path or body
 * is a 400. Keys are per caller (the signed-in customer, or all guests together) and kept for
 * KEPT_HOURS. Only answers written with a committed change are kept: a refusal or a failure
 * leaves nothing, so a retry runs the call again.
 */
export function installIdempotencyKeys(app: FastifyInstance, db: Database, now: () => number = Date.now): void {
  app.decorateRequest('idempotency', null);
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined) return;
    const kind = request.routeOptions.config.idempotency;
    const refuse = (message: string) => new HttpError(400, message, { field: 'Idempotency-Key' });
    if (!kind)
      throw refuse(`Idempotency-Key: ${request.method} ${request.routeOptions.url} does not take one; send it without`);
    const key = Array.isArray(header) ? '' : header;
    if (!IDEMPOTENCY_KEY_SHAPE.test(key))
      throw refuse('Idempotency-Key: must be 16 to 255 visible characters, such as a UUID');
    if (kind === 'repeatable') return;

    const caller = request.customer ? `customer:${request.customer.id}` : 'guest';
    const id = sha256(`${caller}\n${key}`);
    const requestHash = sha256(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`);
    const expiry = () => new Date(now() - KEPT_HOURS * 3600_000);
    const replay = (row: typeof idempotentAnswers.$inferSelect) => {
      if (row.requestHash !== requestHash) throw refuse(REUSED);
      const { status, body } = unseal(key, caller, row.answer);
      return new AnswerInstead(status, body, { [IDEMPOTENT_REPLAY_HEADER]: 'true' });
    };

    const [kept] = await keptAnswerOf(db, [id]);
    if (kept && kept.createdAt > expiry()) {
      const answer = replay(kept);
      return reply.code(answer.statusCode).headers(answer.headers).send(answer.body);
    }
    const row = (body: unknown, status: number) => ({
      id,
      requestHash,
      answer: seal(key, caller, JSON.stringify({ status, body })),
      createdAt: new Date(now()),
    });
    /** The answer of the copy of this call that committed first. */
    const replayFirst = async (db: Database): Promise<never> => {
      const [first] = await db.select().from(idempotentAnswers).where(eq(idempotentAnswers.id, id));
      if (!first) throw new Error('an idempotency key neither written nor found');
      throw replay(first);
    };
    request.idempotency = {
      async keep(tx, body, status = 200) {
        const values = row(body, status);
        // A live row of this key means a copy of this call committed first (an expired one is taken over).
        const [written] = await tx
          .insert(idempotentAnswers)
          .values(values)
          .onConflictDoUpdate({
            target: idempotentAnswers.id,
            set: { requestHash, answer: values.answer, createdAt: values.createdAt },
            where: lt(idempotentAnswers.createdAt, expiry()),
          })
          .returning({ id: idempotentAnswers.id });
        if (!written) await replayFirst(tx);
      },
      keeping(body, status = 200) {
        const values = row(body, status);
        const insert = `${insertRow(idempotentAnswers, values)}
          on conflict (id) do update set request_hash = excluded.request_hash, answer = excluded.answer,
            created_at = excluded.created_at
          where idempotent_answers.created_at < ${literal(expiry())}::timestamptz
          returning id`;
        // Its answer is sealed with a fresh IV: no other call's row has it.
        const undo = `delete from idempotent_answers where id = ${literal(id)} and answer = ${literal(values.answer)}`;
        return { insert, undo, replay: replayFirst };
      },
    };
  });
}

/**
 * A `kept` route's transaction: runs `work` and keeps its answer (when the call has a key) in
 * the same transaction. For handlers whose change is the transaction itself.
 */
export async function keptAnswer<T, S extends number = 200>(
  request: FastifyRequest,
  db: Database,
  work: (tx: Database) => Promise<{ body: T; status?: S }>,
): Promise<{ body: T; status: S | 200 }> {
  return db.transaction(async (tx) => {
    const { body, status = 200 as const } = await work(tx);
    await request.idempotency?.keep(tx, body, status);
    return { body, status };
  });
}

/** Deletes answers older than KEPT_HOURS (the records sweep). */
export async function sweepIdempotentAnswers(db: Database, now = Date.now()): Promise<void> {
  await db.delete(idempotentAnswers).where(lt(idempotentAnswers.createdAt, new Date(now - KEPT_HOURS * 3600_000)));
}
