/** The WalletConnect connector's id (SPEC: connector type WALLET_CONNECT). */
export const WALLET_CONNECT_ID = 'walletConnect';
/** SPEC §9: a pairing URI lives 4 minutes… */
export const PAIRING_EXPIRY_MS = 4 * 60_000;
/** …and counts as expired with 10 s or less remaining (SPEC §4): a fresh one is made then. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000;
/** SPEC §9 retry guard: pairings are not restarted more often than this. */
export const RETRY_GUARD_MS = 1_000;
/** Loading the SDK and opening its client (storage, relay keys). */
export const INIT_TIMEOUT_MS = 15_000;
/** From asking for a pairing to its URI: the relay must accept the proposal. */
export const URI_TIMEOUT_MS = 20_000;
/** A connect spans pairings refreshed every ~4 minutes; closing the modal ends it sooner. */
export const CONNECT_TIMEOUT_MS = 30 * 60_000;
/** A request waits for the relay to come back this long before it fails ('relay unreachable'). */
export const RELAY_GRACE_MS = 10_000;
/**
 * While a request waits on a lost relay, the SDK is asked to reconnect this often: once its own
 * attempts have given up it would only try again at its next heartbeat, up to 5 s later.
 */
export const RELAY_RETRY_MS = 500;
/** Ending a session: the relay may be gone; the kit forgets the session anyway. */
export const DISCONNECT_TIMEOUT_MS = 5_000;
/** The view that connects through WalletConnect: a directory wallet, or any wallet by QR code. */
export const CONNECTING_VIEW = 'ConnectingWalletConnect';
/** The SPEC §2 basic connecting view (no adapters, or manual control, on a desktop). */
export const CONNECTING_BASIC_VIEW = 'ConnectingWalletConnectBasic';
