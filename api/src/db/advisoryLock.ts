import type { PoolClient } from 'pg';

/** A server-wide PostgreSQL advisory lock: its key (any number no other code uses) and what it guards. */
export interface AdvisoryLock {
  key: number;
  name: string;
}

export interface LockWait {
  /** Give up (throw, naming the holder) after waiting this long. */
  timeoutMs: number;
  /** A log line this often while waiting (and at the first refusal). */
  reportEveryMs: number;
  log: (message: string) => void;
}

export const DEFAULT_LOCK_WAIT: LockWait = {
  // A migration that builds an index on a large table takes minutes; a holder stuck longer is hung.
  timeoutMs: 10 * 60_000,
  reportEveryMs: 10_000,
  log: (message) => console.warn(JSON.stringify({ level: 'warn', msg: message })),
};

/** Who holds the lock now, for the waiting instance's log: pid, application, address, state. */
async function holderOf(client: PoolClient, key: number): Promise<string> {
  // A bigint advisory key is stored split: its high half in classid, its low half in objid.
  const { rows } = await client.query<{
    pid: number;
    application_name: string;
    client_addr: string | null;
    state: string | null;
    held_for: string | null;
  }>(
    `select a.pid, a.application_name, host(a.client_addr) as client_addr, a.state,
            round(extract(epoch from now() - a.state_change))::text as held_for
       from pg_locks l join pg_stat_activity a using (pid)
      where l.locktype = 'advisory' and l.granted and l.objsubid = 1
        and l.classid = ($1::bigint >> 32)::oid and l.objid = ($1::bigint & 4294967295)::oid`,
    [key],
  );
  const holder = rows[0];
  if (!holder) return 'a session that has just let go';
  return `server pid ${holder.pid} (${holder.application_name || 'no application name'}${
    holder.client_addr ? ` from ${holder.client_addr}` : ''
  }, ${holder.state ?? 'unknown state'} for ${holder.held_for ?? '?'} s)`;
}

/**
 * Takes a session advisory lock on this connection, asking again every half second rather than
 * queueing in pg_advisory_lock: a waiting instance says who holds the lock and for how long,
 * and gives up at the deadline instead of hanging silently behind a stuck holder.
 */
export async function takeAdvisoryLock(client: PoolClient, lock: AdvisoryLock, wait: LockWait): Promise<void> {
  const started = Date.now();
  let reported = -Infinity;
  for (;;) {
    const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [lock.key]);
    if (rows[0]?.taken) {
      if (reported > -Infinity) wait.log(`database: took the ${lock.name} lock after ${seconds(Date.now() - started)}`);
      return;
    }
    const waited = Date.now() - started;
    if (waited >= wait.timeoutMs)
      throw new Error(
        `database: gave up after ${seconds(waited)} waiting for the ${lock.name} lock (advisory ${lock.key}), held by ${await holderOf(client, lock.key)}`,
      );
    if (waited - reported >= wait.reportEveryMs) {
      reported = waited;
      wait.log(
        `database: waiting ${seconds(waited)} for the ${lock.name} lock (advisory ${lock.key}), held by ${await holderOf(client, lock.key)}; giving up after ${seconds(wait.timeoutMs)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
