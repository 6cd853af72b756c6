/**
 * `@latchkey/kernel/cache`: the persisted cache with SPEC §9 lifetimes that balance, identity and
 * name readers keep their answers in. A subpath of its own, not the package root: only code that
 * loads after the page reads balances and names, and a module the root re-exports rides on every
 * page that imports the kit.
 *
 * @example
 * import { CacheTtl, createTtlCache } from '@latchkey/kernel/cache';
 * const cache = createTtlCache(ctx.storage, 'names', CacheTtl.ens, (v): v is string => typeof v === 'string');
 */
export { CacheTtl, createTtlCache } from './storage/cache';
export type { TtlCache } from './storage/cache';
