// The Bitcoin page runtime: the harness's WBIP004 mock wallet (sats-connect's provider
// interface, real keys, a stand-in UTXO set), held in manual mode so each prompt (connect, sign
// a message or a PSBT, send, switch network) goes through the gate.
import { installBitcoinMockWallet, type BitcoinWindow } from '@latchkey/test-harness/bitcoin/install';
import type { BitcoinWalletsConfig } from '../types';
import { createController, type PageController } from './controller';
import { createGate } from './gate';
import { watchPrompts } from './watch';

/**
 * Installs the mock Bitcoin wallet on `win` with a gate in front of its prompts.
 *
 * @example
 * ```ts
 * const controller = installBitcoinWallets(window, { network: 'Testnet' });
 * controller.rejectNext(); // the next prompt answers -32000 'User rejected the request.'
 * ```
 */
export function installBitcoinWallets(win: BitcoinWindow, config: BitcoinWalletsConfig = {}): PageController {
  const { wallet, uninstall } = installBitcoinMockWallet(win, config);
  wallet.setManual(true);
  const gate = createGate();
  // The wallet's log is a plain array the page could share: "cleared" means "from here on".
  let from = 0;
  const stop = watchPrompts(gate, [{ held: () => wallet.pending(), approveOldest: () => wallet.approvePending(), rejectOldest: () => wallet.rejectPending() }]);
  return createController(gate, {
    primary: wallet,
    requests: () => wallet.calls.slice(from).map(({ method, params }) => ({ wallet: wallet.entry.name, method, params })),
    clearRequests: () => void (from = wallet.calls.length),
    accounts: async () => {
      const keys = await wallet.keys();
      return config.ordinals === false ? [keys.payment.address] : [keys.payment.address, keys.ordinal.address];
    },
    uninstall() {
      stop();
      while (wallet.pending().length > 0) wallet.rejectPending();
      uninstall();
    },
  });
}
