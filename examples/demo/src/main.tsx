import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createKit, type NetworkInput } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { multichain } from '@latchkey/presets';
import { solanaLocalnet } from '@latchkey/solana';
import { embeddedWallet } from '@latchkey/embedded-wallet';
import { email } from '@latchkey/email';
import { socials } from '@latchkey/socials';
import { siwx } from '@latchkey/siwx';
import { loadConfig } from './config';
import { App } from './App';

async function start() {
  const config = await loadConfig();
  const query = new URLSearchParams(location.search);
  if (config.devWallets) {
    // Demo mode: the harness's mock wallets, backed by the local chains' well-known test keys:
    // two EVM wallets (EIP-6963) and two Solana wallets (Wallet Standard).
    const [{ installDevWallets }, { installSolanaDevWallets }] = await Promise.all([
      import('@latchkey/test-harness/wallets/index'),
      import('@latchkey/test-harness/solana/wallet/install'),
    ]);
    installDevWallets(window, {
      chains: config.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } })),
      privateKeys: config.devWallets.privateKeys,
      wallets: ['dev', 'second'],
    });
    installSolanaDevWallets(window, { rpcUrl: config.solana.rpcUrl, seeds: config.devWallets.solanaSeeds });
  }
  const networks: NetworkInput[] = [
    ...config.chains.map(
      (c): NetworkInput => ({
        id: c.chainId,
        name: c.name,
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [c.rpcUrl] } },
        testnet: true,
      }),
    ),
    // The local validator: its CAIP-2 id comes from the genesis hash it reports.
    solanaLocalnet(config.solana.rpcUrl, { genesisHash: config.solana.genesisHash, name: config.solana.name }),
  ];
  // ?siwx=optional|required: sign-in with the wallet after connecting, sessions kept in this
  // browser; ?siwx=server|server-required: kept by the harness's reference sign-in server.
  const signIn = query.get('siwx');
  const signInPlugins = signIn ? [siwx({ required: signIn.endsWith('required'), statement: 'Sign in to the Latchkey demo', ...(signIn.startsWith('server') ? { server: { url: `${config.cloudUrl}/siwx` } } : {}) })] : [];
  const kit = createKit({
    projectId: config.projectId,
    metadata: { name: 'Latchkey Demo', description: 'The Latchkey demo dapp', url: location.origin, icons: [] },
    networks,
    // WalletConnect through the local relay double (a phone wallet: `npm run wallet -- '<wc: URI>'`);
    // email and social login through the harness's reference secure frame (codes in its dev inbox;
    // its OAuth and Farcaster doubles stand in for the providers).
    plugins: [...multichain({ walletConnect: { relayUrl: config.relayUrl } }), embeddedWallet({ url: config.frameUrl }), email(), socials(), ...signInPlugins],
    endpoints: { api: config.cloudUrl, rpc: config.cloudUrl, analytics: config.cloudUrl, blockchainApi: config.cloudUrl },
    themeMode: query.get('theme') === 'light' ? 'light' : 'dark',
    locale: query.get('lang') ?? 'en',
    // ?multiwallet=1: several wallets per namespace (the project's remote configuration must allow it).
    ...(query.get('multiwallet') === '1' ? { features: { multiWallet: true } } : {}),
  });
  (window as unknown as { __latchkeyKit: typeof kit }).__latchkeyKit = kit;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <KitProvider kit={kit} prefetch={!query.has('noprefetch')}>
        <App config={config} />
      </KitProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  document.body.textContent = `The demo could not start: ${error instanceof Error ? error.message : String(error)}`;
});
