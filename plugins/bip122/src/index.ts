import { definePlugin, type KitPlugin, type NamespaceAdapter } from '@latchkey/kernel';
import { ACCOUNT_TYPE_KEY, createBip122Api, isAccountType } from './api';
import { en } from './locale/en';
import { load } from './locale/load.generated';
import { balanceCache, balanceCacheKey, esploraBalances } from './namespace/balance';
import { bip122Namespace } from './namespace/adapter';
import type { Bip122Api, Bip122Options, BitcoinAccountType } from './types';
import { startDiscovery, type Wbip004Window } from './wallet/discover';
import type { BitcoinConnector } from './wallet/types';
import './register';

export type * from './types';
export { bip122Namespace, BIP122_SAFE_METHODS, BIP122_UNSAFE_METHODS, bip122AddressExplorerUrl } from './namespace/adapter';
export { getBip122AddressError } from './address';
export { describeBip122Request } from './namespace/describe';
export { formatBip122SignInMessage } from './namespace/siwx';
export { satsOfEsploraAddress } from './namespace/balance';
export { bitcoin, bitcoinTestnet, bip122ChainReference, networkKindOf, BIP122_REFERENCES } from './networks';
export { formatSats, floorDecimals, toSats, SATS_PER_BTC, BTC_DECIMALS } from './amount';
export { BITCOIN_VIEWS } from './views/ids';

/** The page's window when there is one (a browser), else undefined (SSR, Node without a stand-in). */
function pageWindow(): Wbip004Window | undefined {
  const win = (globalThis as { window?: unknown }).window;
  return typeof win === 'object' && win !== null ? (win as Wbip004Window) : undefined;
}

/**
 * The Bitcoin chain plugin: WBIP004 wallets (`window.btc_providers`) through sats-connect's
 * request API, which loads with `import()` only when a wallet is used; payment and ordinal
 * accounts (payment first, SPEC §6) with a visitor's choice kept across reloads (the
 * "Bitcoin accounts" entry of the Account view, or `setAccountType`); ECDSA and BIP-322
 * messages, transfers and PSBT signing behind the approval view; mainnet and testnet.
 *
 * @example
 * const kit = createKit({ metadata, networks: [bitcoin, bitcoinTestnet], plugins: [bip122()] })
 * await kit.connect('xverse-wallet')
 * const { txid } = await kit.plugin('bip122').sendTransfer({ recipients: [{ address: 'bc1q…', amount: 15_000 }] })
 */
export function bip122(options: Bip122Options = {}): KitPlugin<'bip122', Bip122Api> {
  // Balances only where the dapp gives an API; each plugin object gets its own adapter then.
  const namespace: NamespaceAdapter = options.balance ? Object.freeze({ ...bip122Namespace, assets: { balances: esploraBalances(options.balance) } }) : bip122Namespace;
  return definePlugin<'bip122', Bip122Api>({
    id: 'bip122',
    kind: 'chain',
    namespaces: [namespace],
    locale: { en: { ...en }, load },
    views: [{ id: 'BitcoinAccounts', titleKey: 'bip122.accounts.title', load: () => import('./views/BitcoinAccounts') }],
    slots: [
      {
        slot: 'walletFeatures',
        id: 'bitcoin-accounts',
        labelKey: 'bip122.accounts.entry',
        order: 90,
        icon: 'wallet',
        view: 'BitcoinAccounts',
        when: { connected: true, namespaces: ['bip122'], connectorTypes: ['ANNOUNCED'] },
      },
    ],
    setup(ctx) {
      const loaded = new Map<string, BitcoinConnector>();
      const accountType = (): BitcoinAccountType => ctx.storage.get(ACCOUNT_TYPE_KEY, isAccountType) ?? 'payment';
      const networks = () => ctx.kit.getState().chains.bip122?.network.requestedCaipNetworks ?? [];
      const cache = balanceCache(ctx.storage);
      const forgetBalance = (address: string) => {
        for (const n of networks()) cache.delete(balanceCacheKey(n.caipNetworkId, address));
      };
      const win = pageWindow();
      const stop = win
        ? startDiscovery(ctx, win, { networks, accountType, forgetBalance, loaded: (id, connector) => loaded.set(id, connector), ...(options.connectMessage ? { connectMessage: options.connectMessage } : {}) })
        : undefined;
      return { api: createBip122Api(ctx, { loaded, accountType }), dispose: stop };
    },
  });
}
