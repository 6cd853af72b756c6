import type { CaipNetworkId } from './chain';

/** CAIP-122 sign-in message fields (SPEC §3 Sign-in message). */
export interface SIWXMessageData {
  accountAddress: string;
  chainId: CaipNetworkId;
  domain: string;
  uri: string;
  version: string;
  nonce: string;
  statement?: string;
  resources?: string[];
  requestId?: string;
  issuedAt?: string;
  notBefore?: string;
  expirationTime?: string;
}

export interface SIWXMessage extends SIWXMessageData {
  /** The exact text the wallet signs. */
  serializedMessage: string;
}

/** SPEC §3 Session: the message data, its text and the signature. */
export interface SIWXSession {
  data: SIWXMessageData;
  message: string;
  signature: string;
  cacao?: unknown;
}

/**
 * The sign-in contract (CAIP-122). The `siwx` plugin implements it; a dapp may pass its own.
 *
 * @example
 * createKit({ ..., siwx: mySiwx })   // required: mySiwx.getRequired() === true
 */
export interface SIWXConfig {
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SIWXMessage>;
  addSession(session: SIWXSession): Promise<void>;
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
  setSessions(sessions: SIWXSession[]): Promise<void>;
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>;
  /** Sign-in required: closing is refused until signed, and cancelling disconnects. */
  getRequired?(): boolean;
}

/** Legacy SIWE options (EVM only); mapped onto the SIWX contract. */
export interface SIWEConfig {
  getNonce(): Promise<string>;
  createMessage(args: { address: string; chainId: number; nonce: string; domain: string; uri: string; version: string }): string;
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>;
  getSession(): Promise<{ address: string; chainId: number } | null>;
  signOut(): Promise<boolean>;
  required?: boolean;
}
