// The chains, kit and wagmi config of the example. The kit owns the connection (its modal, its
// wallets); wagmi sees it through the `latchkey()` connector and reads chains through its transports.
import { createKit, type Kit } from '@latchkey/kernel';
import { eip155 } from '@latchkey/eip155';
import { latchkey } from '@latchkey/wagmi';
import { createConfig, http } from 'wagmi';
import { defineChain, type Chain } from 'viem';

/** What the page reads from `/config.json`: the local chains (the e2e test serves it from the stack). */
export interface ExampleConfig {
  chains: Array<{ chainId: number; rpcUrl: string }>;
  usdc: `0x${string}`;
  /** A self-hosted Latchkey cloud (config, wallet directory, blockchain API): the harness's double here. */
  cloud: { url: string; projectId: string };
}

export function setUp(settings: ExampleConfig): { kit: Kit; config: ReturnType<typeof createConfig>; chains: readonly [Chain, ...Chain[]] } {
  const chains = settings.chains.map((c, i) =>
    defineChain({ id: c.chainId, name: `Latchkey Chain ${'AB'[i] ?? i}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [c.rpcUrl] } } }),
  ) as unknown as readonly [Chain, ...Chain[]];
  const kit = createKit({
    metadata: { name: 'wagmi example', description: 'A wagmi dapp on Latchkey', url: location.origin, icons: [] },
    networks: chains.map((c) => ({ ...c, chainNamespace: 'eip155' as const })),
    projectId: settings.cloud.projectId,
    endpoints: { api: settings.cloud.url, rpc: settings.cloud.url, analytics: settings.cloud.url, blockchainApi: settings.cloud.url },
    features: { analytics: false },
    storage: localStorage,
    basic: true,
    plugins: [eip155({ injected: false, receiptPollingIntervalMs: 100 })],
  });
  const config = createConfig({
    chains,
    connectors: [latchkey({ kit })],
    transports: Object.fromEntries(chains.map((c) => [c.id, http(c.rpcUrls.default.http[0])])),
    // The kit announces nothing to wagmi: its own modal lists the wallets.
    multiInjectedProviderDiscovery: false,
  });
  return { kit, config, chains };
}
