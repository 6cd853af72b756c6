import type { ChainNamespace } from '@latchkey/kernel';
import type { AccountType, AppEvents, FrameUser } from './protocol/events';

/** Options of `embeddedWallet()`. */
export interface EmbeddedWalletOptions {
  /**
   * The secure site's frame page: https, or http on a loopback host for a local reference frame
   * (the harness serves one; see test-harness/README.md). It must be another origin than the dapp.
   */
  url: string;
  /** Asks the frame to log (SPEC §7 query `enableLogger`). */
  enableLogger?: boolean;
}

/** The plugin's state (`kit.getState().plugins['embedded-wallet']`). */
export interface EmbeddedWalletState {
  /** 'idle': the frame is not loaded; 'loading'; 'ready'; 'error': it failed to load. */
  frame: 'idle' | 'loading' | 'ready' | 'error';
  /** The signed-in user, as the frame reports it for each namespace (its address differs per chain family). */
  users: Partial<Record<ChainNamespace, FrameUser>>;
  /** True while the frame holds a session (FRAME_SESSION_UPDATE). */
  session: boolean;
}

/** `kit.plugin('embedded-wallet')`: what the email and socials plugins build on. */
export interface EmbeddedWalletApi {
  /** The connector's id, for `kit.connect(id)` once the visitor signed in. */
  readonly connectorId: string;
  /** The secure frame's origin (replies from its pages, e.g. a social login popup, must come from it). */
  readonly frameOrigin: string;
  /** Loads the frame (it is also loaded when the Connect view shows). */
  ready(): Promise<void>;
  /** Asks the frame; resolves with its answer or rejects with its message (SPEC §8). */
  request<K extends keyof AppEvents>(name: K, payload: AppEvents[K][0], options?: { signal?: AbortSignal }): Promise<AppEvents[K][1]>;
  /** Sets the preferred account kind (SPEC §6); on an error it falls back to the EOA. */
  setPreferredAccountType(type: AccountType): Promise<AccountType>;
}
