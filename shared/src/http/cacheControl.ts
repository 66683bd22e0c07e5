/**
 * How the storefront's pages and the API's public catalogue reads may be cached: browsers ask
 * again each time (a 304 by ETag when nothing changed); a shared cache (the shop's nginx, the
 * API's front) keeps an answer five minutes and may serve it a minute past that while it fetches
 * the next. Those fronts key what they keep by the catalogue's version (deploy/nginx), so an
 * admin's edit is a new key on the next request; s-maxage only bounds the rest.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=60';

/** An answer that depends on its caller (signed in, an admin, a checkout): never kept by a shared cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
