// The dapps the bench builds and loads. Each app's entry is bench/apps/<name>/main.tsx.
//
// `install`: what goes in bench/.kits/<name>/package.json (git-ignored) before `npm install` there.
// Only the kits themselves are pinned; npm installs their peers (React, wagmi, viem, TanStack Query)
// and the peer ranges choose the versions: wagmi 3 for AppKit, wagmi 2 for RainbowKit and
// ConnectKit, React 18 for ConnectKit. The installed versions are written to the results.
// Apps without `install` (Latchkey and the baseline) resolve against the monorepo's node_modules,
// so they share one React and one viem, which makes "Latchkey minus the baseline" meaningful.
//
// `click`: a Playwright selector for the connect button (CSS pierces open shadow roots).
// `dialog`: how the page decides the modal is visible (see DETECTORS in lib/browser.mjs).
// `walletConnect`: the app takes `?relay=<ws url>` and the bench picks WalletConnect in its modal
// (against the harness's relay double) to time pick → QR and weigh what that fetches.
export const KITS = [
  {
    name: 'baseline',
    label: 'React + viem (baseline)',
    click: '#connect',
    dialog: 'dialog-open',
    packages: ['react', 'react-dom', 'viem'],
  },
  {
    name: 'latchkey',
    label: 'Latchkey (evm)',
    latchkey: true,
    click: 'button.lk-connect-btn',
    dialog: 'role-dialog',
    walletConnect: true,
    packages: ['@latchkey/kernel', '@latchkey/react', '@latchkey/presets', '@latchkey/eip155', '@latchkey/walletconnect', '@walletconnect/universal-provider', 'uqr', 'react', 'react-dom', 'viem', 'zustand', 'immer', 'mitt'],
  },
  {
    // multichain(): EVM and Solana. The Solana SDK must stay out of everything fetched before and
    // on the click (see SOLANA_SDK below).
    name: 'latchkey-multichain',
    label: 'Latchkey (multichain)',
    latchkey: true,
    multichain: true,
    click: 'button.lk-connect-btn',
    dialog: 'role-dialog',
    walletConnect: true,
    packages: ['@latchkey/kernel', '@latchkey/react', '@latchkey/presets', '@latchkey/eip155', '@latchkey/solana', '@latchkey/polkadot', '@latchkey/bip122', '@latchkey/cosmos', '@latchkey/walletconnect', '@walletconnect/universal-provider', 'uqr', 'react', 'react-dom', 'viem', '@wallet-standard/app', '@solana/kit', '@solana-program/system', '@polkadot/extension-dapp', '@sats-connect/core', 'zustand', 'immer', 'mitt'],
  },
  {
    // The evm app with wagmi on top (the latchkey() connector): a wagmi dapp's cost of Latchkey.
    // One copy of @wagmi/core, as a dapp's own install has (the monorepo keeps a second one for
    // @latchkey/wagmi's tests; `dedupe` resolves it to the copy wagmi uses).
    name: 'latchkey-wagmi',
    label: 'Latchkey + wagmi (evm)',
    latchkey: true,
    click: 'button.lk-connect-btn',
    dialog: 'role-dialog',
    dedupe: { '@wagmi/core': 'node_modules/wagmi' },
    packages: ['@latchkey/kernel', '@latchkey/react', '@latchkey/presets', '@latchkey/eip155', '@latchkey/walletconnect', '@latchkey/wagmi', 'wagmi', '@wagmi/core', '@tanstack/react-query', 'react', 'react-dom', 'viem', 'zustand', 'immer', 'mitt'],
  },
  {
    name: 'appkit',
    label: 'Reown AppKit + wagmi',
    install: { '@reown/appkit': '1.8.24', '@reown/appkit-adapter-wagmi': '1.8.24', wagmi: '^3', react: '^19', 'react-dom': '^19' },
    click: 'appkit-button',
    dialog: 'w3m-modal',
    packages: ['@reown/appkit', '@reown/appkit-adapter-wagmi', 'wagmi', '@wagmi/core', '@wagmi/connectors', 'viem', 'react', 'react-dom', '@tanstack/react-query'],
  },
  {
    name: 'rainbowkit',
    label: 'RainbowKit + wagmi',
    install: { '@rainbow-me/rainbowkit': '2.2.11' },
    click: '[data-testid="rk-connect-button"]',
    dialog: 'role-dialog',
    packages: ['@rainbow-me/rainbowkit', 'wagmi', '@wagmi/core', '@wagmi/connectors', 'viem', 'react', 'react-dom', '@tanstack/react-query'],
  },
  {
    name: 'connectkit',
    label: 'ConnectKit + wagmi',
    install: { connectkit: '1.9.2' },
    click: '#root button',
    dialog: 'role-dialog',
    packages: ['connectkit', 'wagmi', '@wagmi/core', '@wagmi/connectors', 'viem', 'react', 'react-dom', '@tanstack/react-query'],
  },
];

/** Latchkey's budgets (kB = 1000 bytes, gzip level 9). */
export const BUDGETS = {
  /** The evm dapp: all JavaScript fetched on load, the modal prefetched on idle included. */
  loadGzip: 160_000,
  /** The evm dapp: Latchkey's own code (kernel, react, plugins, presets) in what loads before the click, not the modal. */
  ownGzip: 25_000,
  /** The evm dapp: the modal chunk(s). */
  modalGzip: 45_000,
  /** The evm dapp: click → visible dialog, median of fresh page loads. */
  clickToDialogMs: 21.5,
  /** The multichain dapp: all JavaScript fetched on load, the modal prefetched on idle included. */
  multichainLoadGzip: 200_000,
  /** The multichain dapp: Solana SDK bytes fetched on load, on idle and when the modal opens. */
  multichainSolanaSdkBytes: 0,
  /** Both Latchkey dapps: WalletConnect bytes (see WALLETCONNECT below) fetched on load and on idle. */
  walletConnectLoadBytes: 0,
  /** Both Latchkey dapps: every JS file fetched from picking WalletConnect until its QR is shown and the network is idle. */
  walletConnectPickGzip: 160_000,
};

/**
 * The Solana SDK, which a page may fetch only when it signs or sends on Solana: @solana/kit (and
 * the @solana/* packages it is made of), @solana/web3.js, @solana-program/*. Wallet Standard
 * discovery (@wallet-standard/*, and @solana/wallet-standard-features' feature names) is not SDK.
 */
export const SOLANA_SDK = (owner) => owner.startsWith('@solana-program/') || (owner.startsWith('@solana/') && owner !== '@solana/wallet-standard-features');
/**
 * Each chain plugin of the multichain app and its chain SDKs (by metafile owner): their bytes must
 * not be fetched on load, and their lazy chunks are reported per chain.
 */
export const CHAIN_GROUPS = {
  solana: (owner) => owner === 'latchkey:plugins/solana' || SOLANA_SDK(owner),
  polkadot: (owner) => owner === 'latchkey:plugins/polkadot' || owner.startsWith('@polkadot/') || owner.startsWith('@substrate/'),
  bitcoin: (owner) => owner === 'latchkey:plugins/bip122' || owner === 'sats-connect' || owner.startsWith('@sats-connect/') || owner === '@scure/btc-signer' || owner === 'valibot',
  cosmos: (owner) => owner === 'latchkey:plugins/cosmos',
};
/** Chain SDKs only (not the plugins' own entries, which list wallets on load). */
export const CHAIN_SDKS = {
  solana: SOLANA_SDK,
  polkadot: (owner) => owner.startsWith('@polkadot/') || owner.startsWith('@substrate/'),
  bitcoin: (owner) => owner === 'sats-connect' || owner.startsWith('@sats-connect/') || owner === '@scure/btc-signer',
};

export const WALLET_STANDARD = (owner) => owner.startsWith('@wallet-standard/') || owner === '@solana/wallet-standard-features';

/**
 * WalletConnect's code, which a page may fetch only when WalletConnect is picked (or a session is
 * restored): the official SDK (@walletconnect/*), the plugin's connector over it
 * (plugins/walletconnect/src/wc/*) and the QR encoder (uqr). By metafile input path; the plugin's
 * dist chunks are matched to their source modules through their source maps (lib/build.mjs
 * wcShareOf). The plugin's entry (the connector listing, its strings, its icon) loads with the page
 * and is not counted.
 */
export const WALLETCONNECT_PACKAGE = (owner) => owner.startsWith('@walletconnect/') || owner === 'uqr';
export const WALLETCONNECT_SOURCE = /(^|\/)plugins\/walletconnect\/src\/wc\//;
