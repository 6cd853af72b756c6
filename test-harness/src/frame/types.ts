// Public types of the reference secure frame and its auth server.
import type { AccountType, AppEventName, SocialProvider } from '@latchkey/embedded-wallet/protocol';
import type { Hex } from '../chain/types';

/** A local EVM chain the frame signs for and sends to. */
export interface FrameChainOptions {
  chainId: number;
  rpcUrl: string;
  /** ERC-20 tokens wallet_getAssets reports (e.g. the stack's `{ usdc, usdt }`). */
  tokens?: Record<string, Hex>;
}

/** The local Solana endpoint and the CAIP-2 ids that name it (the first is the one the frame reports). */
export interface FrameSolanaOptions {
  rpcUrl: string;
  chainIds: string[];
}

/** Who decides which parent origins may use the frame: an allow-list per project id, `null` for an unknown project. */
export type AllowedOriginsSource = (projectId: string) => Promise<readonly string[] | null> | readonly string[] | null;

/** Options of {@link startFrameServer}. */
export interface FrameServerOptions {
  /** Port on 127.0.0.1; 0 or absent picks a free one (the stack uses 4300 or LATCHKEY_FRAME_PORT). */
  port?: number;
  /**
   * The cloud double's URL. The frame asks its `GET /projects/v1/origins` for the project's
   * allowed origins (so faults set on that route reach the frame too), and names token icons after it.
   */
  cloudUrl?: string;
  /** Overrides the cloud: the allowed origins per project id (tests). Without it and without `cloudUrl`, every origin is refused. */
  allowedOrigins?: AllowedOriginsSource;
  /** Local EVM chains: signing, sending, balances, and the smart account (its factory is deployed on each at start). */
  chains?: FrameChainOptions[];
  /** The local Solana endpoint. */
  solana?: FrameSolanaOptions;
  /**
   * Dev faucet: what each new user's EOA and smart account get on every EVM chain
   * (`hardhat_setBalance`) and the Solana key (an airdrop). Default 100 ETH and 10 SOL; `false` funds nothing.
   */
  fund?: { wei?: bigint; lamports?: bigint } | false;
  /** Deploy the smart-account factory on every chain (default true). */
  smartAccounts?: boolean;
  /** How long APP_CONNECT_DEVICE and APP_CONNECT_FARCASTER wait for an approval (default 100 s, under the app's 120 s). */
  approvalWaitMs?: number;
  /** How long a one-time code is valid (default 10 min). */
  otpTtlMs?: number;
  /** Where server-side notes go (default: nowhere). */
  log?: (line: string) => void;
}

/** The query the dapp loads the frame page with (SPEC §7). */
export interface FrameQuery {
  projectId: string;
  chainId?: string | number;
  version?: string;
  enableLogger?: boolean;
  rpcUrl?: string;
}

/** One message in the dev inbox. */
export interface InboxMessage {
  id: string;
  to: string;
  subject: string;
  kind: InboxMessageKind;
  /** The 6-digit one-time code, for the code kinds. */
  code?: string;
  /** The device-approval link (GET it to approve), for `device-approval`. */
  link?: string;
  text: string;
  /** ISO time. */
  createdAt: string;
}

/** What an inbox message is for. */
export type InboxMessageKind = 'login-code' | 'device-approval' | 'update-email-primary' | 'update-email-secondary';

/** The dev inbox (also `GET /dev/inbox?email=…`). */
export interface DevInbox {
  /** Every message, oldest first; only those to `email` (case-insensitive) when given. */
  list(email?: string): InboxMessage[];
  /** The newest message to `email` (of `kind`, when given). */
  latest(email: string, kind?: InboxMessageKind): InboxMessage | undefined;
  /** Resolves with the first message to `email` (of `kind`) newer than `after` (an id), or fails after `timeoutMs` (default 10 s). */
  waitFor(email: string, options?: { kind?: InboxMessageKind; after?: string; timeoutMs?: number }): Promise<InboxMessage>;
  clear(): void;
}

/**
 * A fault the frame plays, until cleared (or for `times` uses). One per kind; setting a kind again
 * replaces it. `events` limits a request fault to those events (default: every event).
 * - `page`: `GET /frame` answers `status` (the iframe loads an error page; no FRAME_READY).
 * - `script`: `GET /frame.js` answers `status` (the page loads, its script does not; no FRAME_READY).
 * - `readyDelay`: FRAME_READY is posted `ms` later.
 * - `hang`: matching requests are never answered.
 * - `error`: matching requests are answered FRAME_<EVENT>_ERROR `{ message }`.
 * - `delay`: matching requests are answered `ms` later (an RPC abort still cuts in).
 */
export type FrameFault =
  | { kind: 'page'; status: number }
  | { kind: 'script'; status: number }
  | { kind: 'readyDelay'; ms: number }
  | { kind: 'hang'; events?: AppEventName[] }
  | { kind: 'error'; events?: AppEventName[]; message: string }
  | { kind: 'delay'; events?: AppEventName[]; ms: number };

/** The kind of a {@link FrameFault}. */
export type FrameFaultKind = FrameFault['kind'];

/** A fault in force, with the uses left (`null`: until cleared). */
export interface ActiveFrameFault {
  fault: FrameFault;
  remaining: number | null;
}

/** Sets and clears {@link FrameFault}s (also over HTTP: `/__control/faults`). */
export interface FrameFaultController {
  set(fault: FrameFault, options?: { times?: number }): void;
  clear(kind?: FrameFaultKind): void;
  list(): ActiveFrameFault[];
}

/** A user as tests may see it: never a key. */
export interface FrameUserInfo {
  id: string;
  email: string | null;
  socialProvider: SocialProvider | 'farcaster' | null;
  userName: string | null;
  /** The EOA (owner of the smart account). */
  eoa: Hex;
  /** The smart account's address (the same on every chain: same factory, same owner and salt). */
  smartAccount: Hex | null;
  /** Base58 Solana public key. */
  solana: string;
}

/** A running reference frame + auth server. */
export interface FrameServerHandle {
  /** `http://127.0.0.1:<port>`: the frame's origin (no trailing slash). */
  url: string;
  origin: string;
  port: number;
  /** `${url}/frame`: the page the dapp loads in its hidden iframe. */
  frameUrl: string;
  /** `${url}/dev/inbox`: the dev inbox (JSON; HTML in a browser tab). */
  inboxUrl: string;
  /** The frame URL with the SPEC §7 query. */
  frameUrlFor(query: FrameQuery): string;
  inbox: DevInbox;
  /** Approves the newest device waiting for approval for `email`; false when none waits. */
  approveDevice(email: string): boolean;
  /** Approves a Farcaster sign-in (the newest pending one, or `channelToken`); false when none waits. */
  approveFarcaster(options?: { channelToken?: string; userName?: string }): boolean;
  faults: FrameFaultController;
  /** Chain id → smart-account factory address, for every chain it was deployed on. */
  factories: Readonly<Record<number, Hex>>;
  /** The chains with a smart-account factory (APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS). */
  smartAccountEnabledNetworks: number[];
  users(): FrameUserInfo[];
  /** Forgets users, sessions, devices, pending logins, the inbox and faults. */
  reset(): void;
  /** Closes the server and every connection; safe to call twice. */
  stop(): Promise<void>;
}

/** The account types of the protocol, re-exported for the harness's users. */
export type { AccountType };
