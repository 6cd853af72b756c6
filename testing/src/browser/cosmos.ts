// The Cosmos page runtime: the harness's Keplr-compatible mock (window.keplr, optionally
// window.leap; permission and selected key kept in localStorage), held in manual mode so each
// prompt (enable, signatures) goes through the gate.
import { installMockCosmosWallets, type CosmosWalletGlobal, type CosmosWalletWindow } from '@latchkey/test-harness/cosmos/install';
import type { CosmosWalletsConfig } from '../types';
import { createController, type PageController } from './controller';
import { createGate } from './gate';
import { watchPrompts } from './watch';

/**
 * Installs the mock Cosmos wallets on `win` with a gate in front of their prompts.
 *
 * @example
 * ```ts
 * const controller = installCosmosWallets(window, { inject: 'afterLoad' }, localStorage);
 * controller.rejectNext(); // the next prompt fails with 'Request rejected'
 * ```
 */
export function installCosmosWallets(win: CosmosWalletWindow, config: CosmosWalletsConfig = {}, storage?: Pick<Storage, 'getItem' | 'setItem'>): PageController {
  const { wallets, uninstall } = installMockCosmosWallets(win, { persistKey: '__latchkey_testing_cosmos__', ...config }, storage);
  const installed = (['keplr', 'leap'] as const).filter((global): global is CosmosWalletGlobal => Boolean(wallets[global]));
  for (const global of installed) wallets[global]!.setMode('manual');
  const gate = createGate();
  const stop = watchPrompts(
    gate,
    installed.map((global) => {
      const wallet = wallets[global]!;
      return { held: () => wallet.pending().map((method) => ({ method })), approveOldest: () => void wallet.approve(), rejectOldest: () => void wallet.reject() };
    }),
  );
  const primary = wallets[installed[0]!]!;
  return createController(gate, {
    primary,
    requests: () =>
      installed
        .flatMap((global) => wallets[global]!.requests().map((entry) => ({ wallet: global, ...entry })))
        .sort((a, b) => a.at - b.at)
        .map(({ wallet, method, params, at, outcome, error }) => ({ wallet, method, params, at, outcome, ...(error === undefined ? {} : { error: { message: error } }) })),
    clearRequests: () => installed.forEach((global) => wallets[global]!.clearRequests()),
    accounts: () => [...new Set(Object.values(primary.state().addresses))],
    uninstall() {
      stop();
      for (const global of installed) while (wallets[global]!.reject()) {
        // Rejects every prompt still held.
      }
      uninstall();
    },
  });
}
