/** The WalletConnect connector's id (SPEC: connector type WALLET_CONNECT). */
export const WALLET_CONNECT_ID = 'walletConnect';
/** SPEC §9: a pairing URI lives 4 minutes… */
export const PAIRING_EXPIRY_MS = 4 * 60_000;
/** …and counts as expired with 10 s or less remaining (SPEC §4): a fresh one is made then. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000;
/** SPEC §9 retry guard: pairings are not restarted more often than this. */
export const RETRY_GUARD_MS = 1_000;
/** A connect spans pairings refreshed every ~4 minutes; closing the modal ends it sooner. */
export const CONNECT_TIMEOUT_MS = 30 * 60_000;
/** Ending a session: the relay may be gone; the kit forgets the session anyway. */
export const DISCONNECT_TIMEOUT_MS = 5_000;
/** The view that connects through WalletConnect: a directory wallet, or any wallet by QR code. */
export const CONNECTING_VIEW = 'ConnectingWalletConnect';
/** The SPEC §2 basic connecting view (no adapters, or manual control, on a desktop). */
export const CONNECTING_BASIC_VIEW = 'ConnectingWalletConnectBasic';
