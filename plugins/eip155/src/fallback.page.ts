// Test support (nothing in the package imports it): the dapp page of fallback.browser.test.ts,
// bundled at test time. A kit with eip155 on the harness's chain A reached two ways, each behind a
// fault switch: the cloud double's RPC proxy (the project id puts it first) and the chain's own
// URL. A small probe plugin exposes what a developer debugging the kit would look at (the
// ranking) and a sign-in check by the eip155 adapter's verifier (ecrecover, then EIP-1271 over the
// kit's RPC), the one the siwx plugin calls.
import { createKit, definePlugin, namespaceTools, type CaipNetwork, type JsonRpcClient, type PluginContext } from '@latchkey/kernel';
import { eip155 } from './index';

interface PageConfig {
  cloudUrl: string;
  rpcSwitchUrl: string;
  directSwitchUrl: string;
  projectId: string;
  chainId: number;
}

const config = (await (await fetch('/config.json')).json()) as PageConfig;

let probeCtx: PluginContext | undefined;
const probe = definePlugin({ id: 'probe', kind: 'feature', setup: (ctx) => void (probeCtx = ctx) });

const kit = createKit({
  metadata: { name: 'RPC fallback test', description: 'a dead RPC endpoint', url: location.origin, icons: [] },
  networks: [{ id: config.chainId, name: 'Latchkey Chain A', chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [config.directSwitchUrl] } }, testnet: false }],
  projectId: config.projectId,
  storage: localStorage,
  endpoints: { api: config.cloudUrl, rpc: config.rpcSwitchUrl, analytics: config.cloudUrl, blockchainApi: config.cloudUrl },
  features: { analytics: false },
  logger: { warn() {}, error: console.error, info() {}, debug() {} },
  plugins: [eip155({ injected: false, receiptPollingIntervalMs: 100 }), probe],
});

const network = (): CaipNetwork => kit.getState().chains.eip155!.network.requestedCaipNetworks[0]!;
const rpc = (): JsonRpcClient => probeCtx!.rpc(network());

const probeApi = {
  /** The network's endpoints, best first (undefined before the first read). */
  ranking: () => rpc().ranking?.(),
  /** A read through the kit's RPC, as any plugin makes one. */
  read: (method: string, params: unknown[]) => rpc().request({ method, params }),
  /** A signed sign-in message checked as the siwx plugin does: the eip155 adapter's verifier, with the kit's RPC. */
  verifySignIn: (message: string, signature: string, address: string) => kit.namespace('eip155')!.siwx!.verify!({ message, signature, address, network: network() }, namespaceTools(probeCtx!, 'eip155')),
};

Object.assign(window as object, { kit, probe: probeApi });
