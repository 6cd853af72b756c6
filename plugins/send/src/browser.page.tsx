// Test support (nothing in the package imports it): the dapp page of browser.test.ts, bundled at
// test time. A kit with eip155, solana and send against the local stack: the cloud double as
// every endpoint (config, RPC proxy, blockchain API), chain A and the local Solana validator as
// networks. They are marked non-testnet here on purpose: token balances are never read on a
// testnet (SPEC §9), and this page checks them. With `?embedded=1` the embedded wallet (the
// harness's reference secure frame) and email login join, for the wallet_getAssets balances.
import { createKit, type NetworkInput } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { eip155 } from '@latchkey/eip155';
import { solana, solanaLocalnet } from '@latchkey/solana';
import { createRoot } from 'react-dom/client';
import { embeddedWallet } from '@latchkey/embedded-wallet';
import { email } from '@latchkey/email';
import { send } from './index';

interface PageConfig {
  cloudUrl: string;
  projectId: string;
  chain: { chainId: number; rpcUrl: string };
  solana: { rpcUrl: string; genesisHash: string };
  frameUrl: string;
}

const config = (await (await fetch('/config.json')).json()) as PageConfig;
const query = new URLSearchParams(location.search);
const networks: NetworkInput[] = [
  { id: config.chain.chainId, name: 'Latchkey Chain A', chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [config.chain.rpcUrl] } }, testnet: false },
  { ...solanaLocalnet(config.solana.rpcUrl, { genesisHash: config.solana.genesisHash, name: 'Solana Localnet' }), testnet: false },
];
const kit = createKit({
  metadata: { name: 'Send test', description: 'send and receive in Chromium', url: location.origin, icons: [] },
  networks,
  projectId: config.projectId,
  storage: localStorage,
  endpoints: { api: config.cloudUrl, rpc: config.cloudUrl, analytics: config.cloudUrl, blockchainApi: config.cloudUrl },
  themeMode: query.get('theme') === 'dark' ? 'dark' : 'light',
  locale: query.get('lang') ?? 'en',
  features: { analytics: false },
  logger: { warn() {}, error: console.error, info() {}, debug() {} },
  plugins: [
    eip155({ injected: false, receiptPollingIntervalMs: 100 }),
    solana({ confirmationPollingIntervalMs: 100 }),
    send(),
    ...(query.get('embedded') === '1' ? [embeddedWallet({ url: config.frameUrl }), email()] : []),
  ],
});
(window as unknown as { kit: typeof kit }).kit = kit;
createRoot(document.getElementById('root')!).render(<KitProvider kit={kit} />);
