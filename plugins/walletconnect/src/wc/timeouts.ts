// The connector's own timeouts: only its chunk (and its tests) reads them, so they load with it.

/** Loading the SDK and opening its client (storage, relay keys). */
export const INIT_TIMEOUT_MS = 15_000;
/** From asking for a pairing to its URI: the relay must accept the proposal. */
export const URI_TIMEOUT_MS = 20_000;
/** A request waits for the relay to come back this long before it fails ('relay unreachable'). */
export const RELAY_GRACE_MS = 10_000;
/**
 * While a request waits on a lost relay, the SDK is asked to reconnect this often: once its own
 * attempts have given up it would only try again at its next heartbeat, up to 5 s later.
 */
export const RELAY_RETRY_MS = 500;
