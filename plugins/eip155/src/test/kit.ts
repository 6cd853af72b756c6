// Test helpers shared by this plugin's tests (not exported from the package).
import { createMemoryStorage, type Kit, type KitOptions, type NetworkInput } from '@latchkey/kernel';
import type { LocalChain } from '@latchkey/test-harness/chain/index';
import { testKit } from '@latchkey/test-harness/kit';
import { eip155 } from '../index';
import type { Eip155Options, Eip155Window } from '../types';

/** The smallest window discovery needs: an EventTarget with an `ethereum` slot. */
export function fakeWindow(): Eip155Window & EventTarget {
  return new EventTarget() as Eip155Window & EventTarget;
}

export const memoryStorage = () => createMemoryStorage();
export { approveNext } from '@latchkey/test-harness/kit';

/** Kit networks for the harness's local chains (their own RPC URLs; no project id, so no proxy). */
export function localNetworks(chains: readonly LocalChain[]): NetworkInput[] {
  return chains.map((c, i) => ({
    id: c.chainId,
    name: `Local ${String.fromCharCode(65 + i)}`,
    chainNamespace: 'eip155' as const,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [c.rpcUrl] } },
  }));
}

export function makeKit(win: Eip155Window, networks: readonly NetworkInput[], extra: Partial<KitOptions> & { eip155?: Eip155Options } = {}): Kit {
  const { eip155: pluginOptions, ...rest } = extra;
  return testKit({
    networks,
    // These tests drive the kit's own review before the wallet (the dapp option approvals: 'all');
    // the default, straight to a wallet with its own screen, has tests of its own (approvals: 'auto').
    approvals: 'all',
    basic: true,
    ...rest,
    plugins: [eip155({ window: win, ...pluginOptions })],
  });
}
