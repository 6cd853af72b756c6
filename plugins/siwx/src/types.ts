import type { CaipNetworkId, SIWXSession } from '@latchkey/kernel';

/** Options of `siwx()`. */
export interface SiwxOptions {
  /**
   * Sign-in required (SPEC §4): the modal cannot be closed until the visitor signed, and cancelling
   * goes back to the last network with a session or disconnects. Default false (optional).
   */
  required?: boolean;
  /** The message's statement (one line). Default 'Please sign with your account'. */
  statement?: string;
  /** How long a sign-in lasts: the message's Expiration Time, ms after Issued At. Default 7 days. */
  expiresInMs?: number;
  /** Resources (RFC 3986 URIs) listed in the message. */
  resources?: string[];
  /**
   * Sessions kept by the dapp's server instead of this browser: the nonce comes from the server,
   * which verifies the signature and stores the session (`test-harness` has a reference endpoint).
   */
  server?: SiwxServerOptions;
}

export interface SiwxServerOptions {
  /** Base URL of the sign-in API: `GET {url}/nonce`, `GET|POST|PUT|DELETE {url}/sessions`. */
  url: string;
  /** Per-call timeout, ms (default 10 000). */
  timeoutMs?: number;
  /** Sends cookies (`credentials: 'include'`) for a session cookie on another origin. Default false. */
  credentials?: boolean;
}

/** The plugin's state slice (`kit.getState().plugins.siwx`): where the sign-in on screen stands. */
export interface SiwxState {
  status: 'idle' | 'signing' | 'success' | 'error';
  error: string | undefined;
}

/** `kit.plugin('siwx')`. */
export interface SiwxApi {
  /** Sign-in required: the modal holds until the visitor signed (SPEC §4). */
  required(): boolean;
  /**
   * Signs the active account in: the wallet signs the message, the session is verified and kept,
   * the modal closes. A failure reopens the sign-in view with 'Error signing message' and rejects.
   */
  signIn(): Promise<void>;
  /** The visitor's Cancel: closes (optional), or goes back to a network with a session or disconnects (required). */
  cancel(): Promise<void>;
  /** 'local' (sessions verified and kept in this browser) or 'server'. */
  readonly mode: 'local' | 'server';
  /** Sessions of an account on a network (none once expired). */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>;
  /** Signs the account out on that network. */
  revoke(chainId: CaipNetworkId, address: string): Promise<void>;
  /** Signs every account out. */
  clear(): Promise<void>;
}
