import { DISCONNECT_TIMEOUT_MS, PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS, RETRY_GUARD_MS, WALLET_CONNECT_ID } from './constants';
import { WALLETCONNECT_ICON } from './icon';

/**
 * What the plugin's entry (index.ts) owns and hands its lazy chunks at run time: the connecting
 * views (as a prop) and the connector's chunk (wc/adapter.ts). Those chunks import nothing the
 * entry imports (only this type), so the build keeps no chunk shared between the page and them.
 */
export interface WcEnv {
  /** The WalletConnect connector's id (`WALLET_CONNECT_ID`). */
  connectorId: string;
  /** The WalletConnect mark: the QR code's logo when the wallet has no image. */
  icon: string;
  /** How long a pairing URI lives (`PAIRING_EXPIRY_MS`). */
  pairingExpiryMs: number;
  /** A pairing with this much or less left counts as expired (`PAIRING_EXPIRY_MARGIN_MS`). */
  pairingExpiryMarginMs: number;
  /** Pairings are not restarted more often than this (`RETRY_GUARD_MS`). */
  retryGuardMs: number;
  /** Ending a session waits this long for the relay. */
  disconnectTimeoutMs: number;
}

/** The entry's {@link WcEnv}: a fresh object per plugin instance. */
export const wcEnv = (): WcEnv => ({
  connectorId: WALLET_CONNECT_ID,
  icon: WALLETCONNECT_ICON,
  pairingExpiryMs: PAIRING_EXPIRY_MS,
  pairingExpiryMarginMs: PAIRING_EXPIRY_MARGIN_MS,
  retryGuardMs: RETRY_GUARD_MS,
  disconnectTimeoutMs: DISCONNECT_TIMEOUT_MS,
});
