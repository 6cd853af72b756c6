// The Polkadot page runtime: the harness's mock injected extension under window.injectedWeb3
// (authorized sites kept in localStorage, as an extension keeps them across reloads), held in
// manual mode so each prompt (authorizing the site, each signature) goes through the gate.
import { installPolkadotExtensions, type InjectedWeb3Target } from '@latchkey/test-harness/polkadot/install';
import type { PolkadotWalletsConfig } from '../types';
import { createController, type PageController } from './controller';
import { createGate } from './gate';
import { watchPrompts } from './watch';

/**
 * Injects the mock extension into `win` with a gate in front of its prompts.
 *
 * @example
 * ```ts
 * const controller = installPolkadotWallets(window, { name: 'polkadot-js' }, localStorage);
 * controller.rejectNext(); // the next signature fails with 'Cancelled'
 * ```
 */
export function installPolkadotWallets(win: InjectedWeb3Target, config: PolkadotWalletsConfig = {}, storage?: Pick<Storage, 'getItem' | 'setItem'>): PageController {
  const name = config.name ?? 'latchkey-dev';
  const { extensions, uninstall } = installPolkadotExtensions(win, {
    extensions: [{ name, accounts: config.accounts, ss58Format: config.ss58Format, authorized: config.authorized, approval: 'manual' }],
    ...(storage ? { persist: storage } : {}),
  });
  const extension = extensions[name]!;
  const gate = createGate();
  // The extension's log is append-only: "cleared" means "from here on".
  let from = 0;
  const stop = watchPrompts(gate, [
    {
      held: () => extension.pending().map((prompt) => ({ method: prompt.kind === 'authorize' ? 'enable' : prompt.kind, params: { site: prompt.site } })),
      approveOldest: () => void extension.approve(),
      rejectOldest: (decision) => void extension.reject(undefined, decision.message),
    },
  ]);
  return createController(gate, {
    primary: extension,
    requests: () =>
      extension
        .calls()
        .slice(from)
        .map(({ kind, ...params }) => ({ wallet: name, method: kind, params })),
    clearRequests: () => void (from = extension.calls().length),
    accounts: () => extension.accounts().map((account) => account.address),
    uninstall() {
      stop();
      while (extension.reject()) {
        // Rejects every prompt still held.
      }
      uninstall();
    },
  });
}
