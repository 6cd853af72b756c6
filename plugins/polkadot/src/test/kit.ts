// Test helpers shared by this plugin's tests (not exported from the package).
import type { Kit, KitOptions, KitStorage, NetworkInput } from '@latchkey/kernel';
import { testKit } from '@latchkey/test-harness/kit';
import { vi } from 'vitest';
import { polkadot } from '../index';
import type { PolkadotOptions } from '../types';

/** The window a Node test runs the plugin against: what extensions inject into, a loaded document. */
export interface FakeWindow extends EventTarget {
  injectedWeb3: Record<string, unknown>;
  document: { readyState: string };
}

/**
 * Makes `globalThis.window` (and `document`) a fake page that has loaded, once per test file, and
 * empties its `injectedWeb3`. @polkadot/extension-dapp reads `window` when it is first imported
 * and `window.injectedWeb3` at each `web3Enable`, so one window serves the whole file.
 */
export function useFakeWindow(): FakeWindow {
  const g = globalThis as unknown as { window?: FakeWindow; document?: { readyState: string } };
  if (!g.window) {
    const win = new EventTarget() as FakeWindow;
    win.document = { readyState: 'complete' };
    g.window = win;
    g.document = win.document;
  }
  g.window.injectedWeb3 = {};
  return g.window;
}

/** A plugin-scoped storage in memory (what `NamespaceTools.storage` is), for tests of the namespace hooks. */
export function memoryKitStorage(): KitStorage {
  const data = new Map<string, string>();
  return {
    persistent: false,
    get<T>(key: string, guard?: (value: unknown) => value is T): T | undefined {
      const raw = data.get(key);
      if (raw === undefined) return undefined;
      const value: unknown = JSON.parse(raw);
      return guard && !guard(value) ? undefined : (value as T);
    },
    set: (key, value) => void data.set(key, JSON.stringify(value)),
    remove: (key) => void data.delete(key),
  };
}

/**
 * Silences what @polkadot/extension-dapp writes to the console on every `web3Enable`
 * ('web3Enable: Enabled 1 extension…', 'Error initializing …'); anything else still shows.
 */
export function quietExtensionDapp(): void {
  const noisy = (args: unknown[]) => typeof args[0] === 'string' && /^(web3Enable|web3Accounts|Error initializing)\b/.test(args[0]);
  for (const level of ['info', 'error'] as const) {
    const original = console[level].bind(console);
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      if (!noisy(args)) original(...args);
    });
  }
}

export { approveNext, rejectNext } from '@latchkey/test-harness/kit';

/** A kit with the polkadot plugin only; no project id, so RPC goes to each network's own URL. */
export function makeKit(networks: readonly NetworkInput[], extra: Partial<KitOptions> & { polkadot?: PolkadotOptions } = {}): Kit {
  const { polkadot: pluginOptions, ...rest } = extra;
  return testKit({
    networks,
    // These tests drive the kit's own review before the wallet (the dapp option approvals: 'all');
    // the default, straight to a wallet with its own screen, has tests of its own (approvals: 'auto').
    approvals: 'all',
    basic: true,
    ...rest,
    plugins: [polkadot(pluginOptions)],
  });
}

/** Alice (//Alice, sr25519) as the three relay chains write her. */
export const ALICE = {
  generic: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  polkadot: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  kusama: 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
  publicKey: '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
} as const;

/** A transaction payload as @polkadot/api builds it (a Balances transfer on Polkadot). */
export function samplePayload(address: string, genesisHash = '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3') {
  return {
    address,
    blockHash: `0x${'11'.repeat(32)}` as const,
    blockNumber: '0x00000010' as const,
    era: '0x0500' as const,
    genesisHash: genesisHash as `0x${string}`,
    method: '0x0503008eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a480700e40b5402' as const,
    nonce: '0x00000003' as const,
    signedExtensions: ['CheckNonZeroSender', 'CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality', 'CheckNonce', 'CheckWeight', 'ChargeTransactionPayment', 'CheckMetadataHash'],
    specVersion: '0x000f4240' as const,
    tip: '0x00000000000000000000000005f5e100' as const,
    transactionVersion: '0x0000001a' as const,
    version: 4,
    mode: 0,
  };
}
