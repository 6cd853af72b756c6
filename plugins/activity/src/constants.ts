import type { ChainNamespace } from '@latchkey/kernel';

/** The plugin id: `kit.plugin('activity')`, `getState().plugins.activity`, its storage prefix. */
export const ACTIVITY_PLUGIN_ID = 'activity';

/** The plugin's view (the name the reference kit gives it). */
export const ACTIVITY_VIEW = 'Activity';

/** SPEC §9: activity is EVM only. */
export const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = ['eip155'];

/** SPEC §9: blockchain API calls give up after 10 s. */
export const API_TIMEOUT_MS = 10_000;

/** SPEC §9 fallback polling: while a sent transaction is pending, the first page is read again this often. */
export const PENDING_POLL_MS = 4_000;

/** SPEC §9: at most 99 pending transactions are kept (the oldest goes first). */
export const PENDING_LIMIT = 99;

/** A pending transaction the history never shows (dropped, replaced) stops being shown after this long. */
export const PENDING_TTL_MS = 10 * 60_000;

/**
 * How far before the send a history item may say it was mined and still be that send: block
 * timestamps and the visitor's clock disagree by seconds to minutes.
 */
export const MINED_SKEW_MS = 5 * 60_000;

