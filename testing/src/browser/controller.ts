// What the page runtimes expose to the test: one controller per namespace under
// `window.__latchkeyTesting`, built from the namespace's gate and its wallets.
import type { Approval, PendingPrompt, RejectOptions, WalletCall, WalletNamespace } from '../types';
import type { Gate } from './gate';

/** Where the controllers live on the page's window. */
export const CONTROLLERS_GLOBAL = '__latchkeyTesting';

/** Where each namespace's init script puts its config, just before the runtime reads it. */
export const CONFIG_GLOBALS: Readonly<Record<WalletNamespace, string>> = Object.freeze({
  evm: '__LATCHKEY_TESTING_EVM__',
  solana: '__LATCHKEY_TESTING_SOLANA__',
  polkadot: '__LATCHKEY_TESTING_POLKADOT__',
  bitcoin: '__LATCHKEY_TESTING_BITCOIN__',
  cosmos: '__LATCHKEY_TESTING_COSMOS__',
});

/** One namespace's controls inside the page (the handle in Node calls these). */
export interface PageController {
  approveNext(): void;
  rejectNext(options?: RejectOptions): void;
  delayNext(ms: number): void;
  setApproval(mode: Approval): void;
  pending(): PendingPrompt[];
  requests(): WalletCall[];
  clearRequests(): void;
  accounts(): Promise<string[]>;
  control(name: string, ...args: unknown[]): unknown;
  /** Takes the wallets off the page and rejects what waits. */
  uninstall(): void;
}

/** The window fields the runtimes use. */
export type ControllerWindow = { [CONTROLLERS_GLOBAL]?: Partial<Record<WalletNamespace, PageController>> } & Record<string, unknown>;

/**
 * Controls of the wallets themselves that would bypass the gate (or break it): `control()` refuses
 * them and points at the handle's own methods.
 */
const GATED = new Set(['rejectNext', 'setDelay', 'setApproval', 'setManual', 'setMode', 'approve', 'reject', 'approvePending', 'rejectPending', 'pending']);

/** What a namespace runtime supplies besides its gate. */
export interface ControllerParts {
  /** The first installed wallet's controls (for `control(name, …)`). */
  primary: object;
  requests(): WalletCall[];
  clearRequests(): void;
  accounts(): Promise<string[]> | string[];
  uninstall(): void;
}

/**
 * Builds a namespace's controller.
 *
 * @example
 * ```ts
 * const controller = createController(gate, { primary: wallets.dev, requests, clearRequests, accounts, uninstall });
 * ```
 */
export function createController(gate: Gate, parts: ControllerParts): PageController {
  return {
    approveNext: () => gate.approveNext(),
    rejectNext: (options) => gate.rejectNext(options),
    delayNext: (ms) => gate.delayNext(ms),
    setApproval: (mode) => gate.setApproval(mode),
    pending: () => gate.pending(),
    requests: () => parts.requests(),
    clearRequests: () => parts.clearRequests(),
    accounts: async () => [...(await parts.accounts())],
    control(name, ...args) {
      if (GATED.has(name)) throw new Error(`control('${name}') would bypass approveNext / rejectNext / delayNext / setApproval: use those instead`);
      const fn: unknown = (parts.primary as Record<string, unknown>)[name];
      if (typeof fn !== 'function') throw new Error(`This wallet has no control "${name}"`);
      return (fn as (...rest: unknown[]) => unknown).apply(parts.primary, args);
    },
    uninstall() {
      gate.close();
      parts.uninstall();
    },
  };
}

/**
 * Reads the namespace's config from the window and registers its controller, once per document.
 * Returns undefined when there is nothing to do: no config (the test did not ask for this
 * namespace here) or already installed (init scripts run again after a navigation and in frames).
 *
 * @example
 * ```ts
 * installOnce(window, 'evm', (config) => installEvmWallets(window, config));
 * ```
 */
export function installOnce<Config>(win: ControllerWindow, namespace: WalletNamespace, install: (config: Config) => PageController): PageController | undefined {
  const config = win[CONFIG_GLOBALS[namespace]] as Config | undefined;
  const controllers = (win[CONTROLLERS_GLOBAL] ??= {});
  if (config === undefined || controllers[namespace]) return undefined;
  const controller = install(config);
  controllers[namespace] = controller;
  return controller;
}
