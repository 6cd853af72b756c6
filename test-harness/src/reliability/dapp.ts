// Test support for the reliability suite: the harness's doubles a fault matrix needs, on
// 127.0.0.1 (two local chains, the cloud double, the relay double, the reference secure frame,
// and three fault switches on the RPC paths), and a "dapp" in Node on them: a real kit with the
// real plugins (eip155 with the harness's EIP-6963 mock wallets, the embedded wallet and email
// over the real frame, WalletConnect over the relay), the way a page would set it up.
import { createKit, createMemoryStorage, definePlugin, type AlertEntry, type Features, type Kit, type NetworkInput, type PluginContext, type StorageLike } from '@latchkey/kernel';
import { eip155 } from '@latchkey/eip155';
import { embeddedWallet } from '@latchkey/embedded-wallet';
import { email } from '@latchkey/email';
import { walletConnect } from '@latchkey/walletconnect';
import { startChains, type LocalChains } from '../chain/index';
import { startFaultProxy, type FaultProxy } from '../chain/faultProxy';
import { startCloud, type CloudHandle } from '../cloud/index';
import { startFrameServer } from '../frame/index';
import type { FrameServerHandle } from '../frame/types';
import { startRelay, type RelayHandle } from '../relay/index';
import { installDevWallets, walletConfigFromChains, type MockWallet } from '../wallets/index';
import { memoryStorage as wcMemoryStorage } from '../wcwallet/index';
import { createDappWindow, withWindow, type DappWindow } from './framePage';

/** The dapp's origin: on the cloud's default allow-list (`http://127.0.0.1:*`). */
export const DAPP_ORIGIN = 'http://127.0.0.1:5173';
export const DEV_WALLET = 'dev.latchkey.wallet';

/** The doubles, started once per test file. */
export interface ReliabilityStack {
  chains: LocalChains;
  cloud: CloudHandle;
  relay: RelayHandle;
  frame: FrameServerHandle;
  /**
   * Fault switches on the three RPC paths: `proxy` in front of the cloud's RPC proxy (the kit's
   * `endpoints.rpc`), `direct` in front of chain A (the kit's network URL), `wallet` in front of
   * chain A for the mock wallets (what a read through the wallet reaches).
   */
  switches: { proxy: FaultProxy; direct: FaultProxy; wallet: FaultProxy };
  /** Puts every fault back (cloud, relay, frame, switches) and the relay up. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts chains 31337 and 31338, then the cloud, the relay, the frame server and the switches.
 *
 * @example
 * const stack = await startReliabilityStack();
 * stack.cloud.faults.set('origins', { kind: 'status', status: 429 });
 */
export async function startReliabilityStack(): Promise<ReliabilityStack> {
  const chains = await startChains({ ports: 'free', chainIds: [31337, 31338] });
  const served = chains.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, tokens: c.tokens }));
  const started = await Promise.allSettled([startCloud({ port: 0, chains: served }), startRelay()] as const);
  const [cloudResult, relayResult] = started;
  if (cloudResult.status === 'rejected' || relayResult.status === 'rejected') {
    if (cloudResult.status === 'fulfilled') await cloudResult.value.stop();
    if (relayResult.status === 'fulfilled') await relayResult.value.stop();
    await chains.stop();
    throw cloudResult.status === 'rejected' ? cloudResult.reason : (relayResult as PromiseRejectedResult).reason;
  }
  const cloud = cloudResult.value;
  const relay = relayResult.value;
  const chainA = chains.chains[0]!;
  const [frame, proxy, direct, wallet] = await Promise.all([
    startFrameServer({ port: 0, cloudUrl: cloud.url, chains: served }),
    startFaultProxy(cloud.url),
    startFaultProxy(chainA.rpcUrl),
    startFaultProxy(chainA.rpcUrl),
  ]);
  const switches = { proxy, direct, wallet };
  return {
    chains,
    cloud,
    relay,
    frame,
    switches,
    async reset() {
      cloud.reset();
      relay.faults.reset();
      frame.faults.clear();
      for (const s of Object.values(switches)) s.revive();
      if (!relay.listening) await relay.resume();
    },
    async stop() {
      await Promise.allSettled([frame.stop(), relay.stop(), cloud.stop(), ...Object.values(switches).map((s) => s.close())]);
      await chains.stop();
    },
  };
}

/** Chains A and B as a dapp lists them: A through the `direct` switch, B straight to its node. */
export function dappNetworks(stack: ReliabilityStack): NetworkInput[] {
  const [, chainB] = stack.chains.chains;
  const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };
  return [
    { id: 31337, name: 'Latchkey Chain A', chainNamespace: 'eip155', nativeCurrency: ether, rpcUrls: { default: { http: [stack.switches.direct.url] } } },
    { id: 31338, name: 'Latchkey Chain B', chainNamespace: 'eip155', nativeCurrency: ether, rpcUrls: { default: { http: [chainB!.rpcUrl] } } },
  ];
}

export interface DappOptions {
  /** The embedded wallet and email login, over the reference frame (also makes the kit ask the config service). */
  embedded?: boolean;
  /** WalletConnect over the relay double. */
  walletConnect?: boolean;
  storage?: StorageLike;
  features?: Features;
  projectId?: string;
  /** The kit's fetch (default: Node's): a case may stand between the kit and the cloud. */
  fetch?: typeof fetch;
  /** `'all'`: the kit's ApproveTransaction before every wallet (default `'auto'`: only before wallets without a screen of their own). */
  approvals?: 'auto' | 'all';
}

/** A dapp page in Node: its kit, its wallets, its window and what its logger said. */
export interface Dapp {
  kit: Kit;
  window: DappWindow;
  /** "Latchkey Dev Wallet" (EIP-6963; its chain A RPC goes through the `wallet` switch). */
  wallet: MockWallet;
  storage: StorageLike;
  warnings: string[];
  /** Every 'alert' event the kit emitted, in order. */
  alerts: AlertEntry[];
  /** A read through the kit's own RPC for the active EVM network, as any plugin makes one (`ctx.rpc`). */
  read<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  close(): Promise<void>;
}

/**
 * Opens a dapp on the stack: a window with the mock wallets announced, and a kit with the
 * harness's endpoints (config, RPC through the switches, analytics off unless asked).
 *
 * @example
 * const { kit, wallet } = openDapp(stack, { embedded: true });
 * await kit.connect(DEV_WALLET);
 */
export function openDapp(stack: ReliabilityStack, options: DappOptions = {}): Dapp {
  const page = createDappWindow({ origin: DAPP_ORIGIN });
  const config = walletConfigFromChains(stack.chains, { wallets: ['dev', 'second'] });
  config.chains[0]!.rpcUrl = stack.switches.wallet.url;
  const installed = installDevWallets(page.window as unknown as EventTarget, config);
  const storage = options.storage ?? createMemoryStorage();
  const warnings: string[] = [];
  let probe: PluginContext | undefined;
  const say = (...args: unknown[]) => void warnings.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  const kit = withWindow(page.window, () =>
    createKit({
      metadata: { name: 'Reliability dapp', description: 'the fault matrix', url: DAPP_ORIGIN, icons: [] },
      networks: dappNetworks(stack),
      projectId: options.projectId ?? stack.cloud.projectId,
      origin: DAPP_ORIGIN,
      storage,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.approvals ? { approvals: options.approvals } : {}),
      endpoints: { api: stack.cloud.url, rpc: stack.switches.proxy.url, analytics: stack.cloud.url, blockchainApi: stack.cloud.url },
      features: { analytics: false, ...options.features },
      logger: { warn: say, error: say, info() {}, debug() {} },
      plugins: [
        eip155({ window: page.window as never, injected: false, receiptPollingIntervalMs: 100 }),
        ...(options.embedded ? [embeddedWallet({ url: stack.frame.frameUrl }), email()] : []),
        ...(options.walletConnect ? [walletConnect({ relayUrl: stack.relay.url, storage: wcMemoryStorage() as never })] : []),
        definePlugin({ id: 'probe', kind: 'feature', setup: (ctx) => void (probe = ctx as PluginContext) }),
      ],
    }),
  );
  const alerts: AlertEntry[] = [];
  kit.on('alert', (entry) => void alerts.push(entry));
  return {
    kit,
    window: page,
    wallet: installed.wallets.dev!,
    storage,
    warnings,
    alerts,
    read: (method, params = []) => probe!.rpc(kit.getState().chains.eip155!.network.caipNetwork!).request({ method, params }),
    async close() {
      await kit.destroy();
      installed.uninstall();
    },
  };
}
