import { KitError, ValidationError, type AccountInfo, type PluginContext } from '@latchkey/kernel';
import { checkSignMessage, checkSignPsbt, checkTransfer } from './params';
import type { BitcoinAccount, BitcoinAccountType, Bip122Api, SignMessageResult, SignPsbtResult, SendTransferResult } from './types';
import type { BitcoinConnector } from './wallet/types';

/** Storage key (under the plugin's prefix) of the visitor's account kind. */
export const ACCOUNT_TYPE_KEY = 'account_type';

export const isAccountType = (v: unknown): v is BitcoinAccountType => v === 'payment' || v === 'ordinal';

/** What the API needs from the plugin instance besides its context. */
export interface ApiDeps {
  /** The loaded connectors by connector id. */
  loaded: ReadonlyMap<string, BitcoinConnector>;
  accountType(): BitcoinAccountType;
}

const toAccount = (a: AccountInfo): BitcoinAccount => ({ namespace: 'bip122', address: a.address, type: a.type === 'ordinal' ? 'ordinal' : 'payment', ...(a.publicKey ? { publicKey: a.publicKey } : {}), ...(a.path ? { path: a.path } : {}) });

/**
 * The plugin's public API (`kit.plugin('bip122')`), bound to one kit. Requests are checked here
 * first (so a wrong receiver never reaches the approval view), then go through `kit.request`.
 *
 * @example
 * const api = createBip122Api(ctx, { loaded, accountType })
 * await api.setAccountType('ordinal')
 */
export function createBip122Api(ctx: PluginContext, deps: ApiDeps): Bip122Api {
  const chain = () => ctx.kit.getState().chains.bip122;
  const connected = () => {
    const c = chain();
    return c?.account.status === 'connected' && c.connectorId ? c : undefined;
  };
  const accounts = (): BitcoinAccount[] => {
    const c = connected();
    const connection = c ? ctx.kit.getState().connections.bip122?.find((x) => x.connectorId === c.connectorId) : undefined;
    // SPEC order whatever is in use: payment (index 0), then ordinal (index 1).
    return (connection?.accounts ?? []).map(toAccount).sort((a, b) => Number(a.type === 'ordinal') - Number(b.type === 'ordinal'));
  };
  const requireNetwork = () => {
    const network = connected()?.network.caipNetwork;
    if (!network) throw new KitError('No ActiveCaipAddress found', { details: 'no Bitcoin wallet is connected' });
    return network;
  };
  const request = <T>(method: string, params: unknown) => ctx.kit.request<T>({ namespace: 'bip122', method, params });

  return {
    accountType: deps.accountType,

    async setAccountType(type) {
      if (!isAccountType(type)) throw new ValidationError('Invalid input', { details: "the account type is 'payment' or 'ordinal'" });
      const c = connected();
      const connector = c?.connectorId ? deps.loaded.get(c.connectorId) : undefined;
      if (c && connector && !connector.accounts().some((a) => a.type === type)) throw new ValidationError('Invalid input', { details: `the connected wallet has no ${type} account` });
      ctx.storage.set(ACCOUNT_TYPE_KEY, type);
      connector?.setAccountType(type);
    },

    accounts,

    async signMessage(params) {
      const p = checkSignMessage(params);
      if (p.address !== undefined && !accounts().some((a) => a.address === p.address)) throw new KitError('Address or auth connector not found', { details: `${p.address} is not a connected account` });
      requireNetwork();
      const address = p.address ?? connected()!.account.address!;
      return request<SignMessageResult>('signMessage', { message: p.message, address, ...(p.protocol ? { protocol: p.protocol } : {}) });
    },

    async sendTransfer(params) {
      const network = requireNetwork();
      return request<SendTransferResult>('sendTransfer', checkTransfer(params, network.caipNetworkId));
    },

    async signPsbt(params) {
      const p = checkSignPsbt(params);
      requireNetwork();
      for (const address of Object.keys(p.signInputs ?? {})) {
        if (!accounts().some((a) => a.address === address)) throw new KitError('Address or auth connector not found', { details: `${address} is not a connected account` });
      }
      return request<SignPsbtResult>('signPsbt', { psbt: p.psbt, ...(p.signInputs ? { signInputs: p.signInputs } : {}) });
    },

    async verifyMessage(params) {
      return (await import('./verify/verifyMessage')).verifyBip122Message(params);
    },
  };
}
