import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createKit, type NetworkInput } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { multichain } from '@latchkey/presets';
import { solanaLocalnet } from '@latchkey/solana';
import { polkadotLocalnet } from '@latchkey/polkadot';
import { bitcoinTestnet } from '@latchkey/bip122';
import { osmosisTestnet } from '@latchkey/cosmos';
import { embeddedWallet } from '@latchkey/embedded-wallet';
import { email } from '@latchkey/email';
import { socials } from '@latchkey/socials';
import { siwx } from '@latchkey/siwx';
import { send } from '@latchkey/send';
import { activity } from '@latchkey/activity';
import { names } from '@latchkey/names';
import { onramp } from '@latchkey/onramp';
import { pay } from '@latchkey/pay';
import { swaps } from '@latchkey/swaps';
import { loadConfig } from './config';
import { App } from './App';
import { POLKADOT_DEV_EXTENSION, polkadotDevWallet } from './chains';
import type { InjectedWeb3Target } from '@latchkey/test-harness/polkadot/install';
import type { BitcoinWindow } from '@latchkey/test-harness/bitcoin/install';

/** `?vars=` as theme variables: a JSON object of strings and numbers; anything else is ignored. */
function themeVariablesFrom(raw: string | null): Record<string, string | number> {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'));
  } catch {
    return {};
  }
}

async function start() {
  const config = await loadConfig();
  const query = new URLSearchParams(location.search);
  // Demo mode; the e2e build leaves the mock wallets out (its tests install their own), which
  // keeps the harness's wallet code out of its bundle and its build a good deal faster.
  if (config.devWallets && __LATCHKEY_DEMO_MOCK_WALLETS__) {
    // Demo mode: the harness's mock wallets, backed by well-known public test keys: two EVM
    // wallets (EIP-6963), two Solana wallets (Wallet Standard), a Polkadot extension
    // (window.injectedWeb3), a Bitcoin wallet on testnet (WBIP004) and a Keplr (window.keplr).
    // Each remembers in localStorage that it authorised the site, as an extension does.
    const [{ installDevWallets }, { installSolanaDevWallets }, { installPolkadotExtensions }, { installBitcoinMockWallet }, { installMockCosmosWallets }] = await Promise.all([
      import('@latchkey/test-harness/wallets/index'),
      import('@latchkey/test-harness/solana/wallet/install'),
      import('@latchkey/test-harness/polkadot/install'),
      import('@latchkey/test-harness/bitcoin/install'),
      import('@latchkey/test-harness/cosmos/install'),
    ]);
    installDevWallets(window, {
      chains: config.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } })),
      privateKeys: config.devWallets.privateKeys,
      wallets: ['dev', 'second'],
    });
    installSolanaDevWallets(window, { rpcUrl: config.solana.rpcUrl, seeds: config.devWallets.solanaSeeds });
    installPolkadotExtensions(window as unknown as InjectedWeb3Target, { extensions: [{ name: POLKADOT_DEV_EXTENSION, accounts: config.devWallets.polkadotAccounts }], persist: localStorage });
    installBitcoinMockWallet(window as unknown as BitcoinWindow, { network: 'Testnet', mnemonic: config.devWallets.bitcoinMnemonic, persistKey: 'latchkey-demo-bitcoin' });
    installMockCosmosWallets(window, { seeds: config.devWallets.cosmosSeeds, persistKey: 'latchkey-demo-cosmos' }, localStorage);
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
    // The Substrate stand-in, likewise named by its genesis hash.
    polkadotLocalnet(config.polkadot.rpcUrl, { genesisHash: config.polkadot.genesisHash, name: config.polkadot.name }),
    // Test networks the mock wallets serve: no balance is read on either (SPEC §9).
    bitcoinTestnet,
    osmosisTestnet,
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
    // its OAuth and Farcaster doubles stand in for the providers). Swaps on the local chains go
    // through the harness's LocalSwap pools behind its swap-API double. Buy opens the cloud double's
    // stand-in for each onramp provider's page: nothing in the demo reaches a real provider.
    plugins: [...multichain({ walletConnect: { relayUrl: config.relayUrl }, polkadot: { wallets: { [POLKADOT_DEV_EXTENSION]: polkadotDevWallet } } }), embeddedWallet({ url: config.frameUrl }), email(), socials(), onramp({ providerUrls: { meld: `${config.cloudUrl}/onramp/provider/meld`, coinbase: `${config.cloudUrl}/onramp/provider/coinbase` } }), swaps({ networks: config.chains.map((c) => c.chainId) }), send(), activity(), names(), pay(), ...signInPlugins],
    endpoints: { api: config.cloudUrl, rpc: config.cloudUrl, analytics: config.cloudUrl, blockchainApi: config.cloudUrl },
    // Each wallet confirms requests on its own screen; the email/social wallet gets the kit's
    // approval view. ?approvals=all: the kit's review before every wallet too.
    approvals: query.get('approvals') === 'all' ? 'all' : 'auto',
    themeMode: query.get('theme') === 'light' ? 'light' : 'dark',
    // ?vars={"accent":"#e0115f"}: theme variables (SPEC §3), for trying a look without a rebuild.
    themeVariables: themeVariablesFrom(query.get('vars')),
    locale: query.get('lang') ?? 'en',
    // Pay is off by default (SPEC §9); the demo turns it on. ?multiwallet=1: several wallets per
    // namespace (the project's remote configuration must allow it).
    features: { pay: true, ...(query.get('multiwallet') === '1' ? { multiWallet: true } : {}) },
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
