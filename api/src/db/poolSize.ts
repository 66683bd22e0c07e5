/**
 * PostgreSQL connections a process opens at most, unless told (DATABASE_POOL_SIZE). Small on
 * purpose: a server runs best with about twice its cores busy, more backends only contend for
 * them and the WAL (docs/performance.md), and every process adds its pool plus one listening
 * connection: the production fleet at its autoscaler's ceiling must stay within PostgreSQL's
 * default max_connections (the k8s check counts it).
 */
export const DEFAULT_POOL_SIZE = 5;
