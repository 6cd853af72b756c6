// Everything the auth server remembers, per server instance (no module state). In memory only:
// a restart forgets users, keys and sessions, as a dev double should.
import type { PrivateKeyAccount } from 'viem/accounts';
import type { AccountType, SocialProvider } from '@latchkey/embedded-wallet/protocol';
import type { Hex } from '../chain/types';
import type { Ed25519Signer } from '../solana/wallet/keys';

/** A one-time code being checked. */
export interface CodeCheck {
  code: string;
  expiresAt: number;
  attempts: number;
}

/** A user and the keys the frame origin holds for them (never sent anywhere). */
export interface UserRecord {
  id: string;
  /** `email:<address>`, `<provider>:<subject>` or `farcaster:<fid>`. */
  identity: string;
  email: string | null;
  socialProvider: SocialProvider | 'farcaster' | null;
  userName: string | null;
  /** The EOA key (viem, secp256k1). */
  evm: PrivateKeyAccount;
  /** The Solana key (ed25519). */
  solana: Ed25519Signer;
  /** The dev faucet's work for this user, once started. */
  funding: Promise<void> | null;
}

/** A signed-in frame. */
export interface SessionRecord {
  /** The bearer secret the frame keeps in its origin's storage. */
  token: string;
  /** What the app sees in FRAME_SESSION_UPDATE: names the session, authorizes nothing. */
  handle: string;
  userId: string;
  deviceId: string;
  evmChainId: number;
  solanaChainId: string;
  /** The namespace of the last chain asked for (GET_USER / SWITCH_NETWORK without one answer for it). */
  namespace: 'eip155' | 'solana';
  preferredAccountType: AccountType;
  theme: unknown;
  dappData: unknown;
  emailUpdate: { newEmail: string; stage: 'primary' | 'secondary'; otp: CodeCheck } | null;
  expiresAt: number;
}

/** An email login under way on one device. */
export interface PendingLogin {
  email: string;
  stage: 'device' | 'otp';
  approvalToken: string | null;
  approved: boolean;
  otp: CodeCheck | null;
}

/** An OAuth authorization the frame started (APP_GET_SOCIAL_REDIRECT_URI). */
export interface SocialState {
  provider: SocialProvider;
  deviceId: string;
  parentOrigin: string | null;
  expiresAt: number;
}

/** What the provider double knows about its user. */
export interface SocialProfile {
  sub: string;
  email: string | null;
  username: string;
  name: string;
}

/** A Farcaster sign-in channel (APP_GET_FARCASTER_URI). */
export interface FarcasterChannel {
  token: string;
  deviceId: string;
  createdAt: number;
  expiresAt: number;
  approved: { fid: number; userName: string } | null;
}

/** Every table of the server. */
export interface FrameState {
  users: Map<string, UserRecord>;
  /** identity → user id. */
  identities: Map<string, string>;
  /** token → session. */
  sessions: Map<string, SessionRecord>;
  /** email → device ids that completed a login for it. */
  knownDevices: Map<string, Set<string>>;
  /** device id → its email login under way. */
  logins: Map<string, PendingLogin>;
  /** device-approval token → device id. */
  approvals: Map<string, string>;
  /** OAuth state → the authorization the frame started. */
  socialStates: Map<string, SocialState>;
  /** provider double: authorization code → who approved, for which client and redirect. */
  oauthCodes: Map<string, { provider: SocialProvider; profile: SocialProfile; clientId: string; redirectUri: string; expiresAt: number }>;
  /** provider double: access token → profile. */
  oauthTokens: Map<string, { provider: SocialProvider; profile: SocialProfile; expiresAt: number }>;
  farcaster: Map<string, FarcasterChannel>;
  /** wallet_sendCalls batches: id → where and what landed. */
  calls: Map<string, { chainId: number; hashes: Hex[]; atomic: boolean }>;
}

/** Empty tables. */
export function createState(): FrameState {
  return {
    users: new Map(),
    identities: new Map(),
    sessions: new Map(),
    knownDevices: new Map(),
    logins: new Map(),
    approvals: new Map(),
    socialStates: new Map(),
    oauthCodes: new Map(),
    oauthTokens: new Map(),
    farcaster: new Map(),
    calls: new Map(),
  };
}

/** Empties every table in place. */
export function clearState(state: FrameState): void {
  for (const table of Object.values(state) as Array<Map<unknown, unknown>>) table.clear();
}
