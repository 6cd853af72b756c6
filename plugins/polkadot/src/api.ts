import { ConnectorError, KitError, ValidationError, namespaceTools, type CaipNetwork, type NamespaceTools, type PluginContext } from '@latchkey/kernel';
import { getPolkadotAddressError } from './address';
import { isHexBytes, toHex, type Hex } from './encoding';
import { polkadotChainReference } from './networks';
import type { PolkadotAccount, PolkadotApi, PolkadotSignPayloadResult } from './types';
import type { PolkadotSession } from './wallet/live';
import { checkedPayload, MAX_MESSAGE_BYTES } from './wallet/payload';

type Ctx = Pick<PluginContext, 'kit' | 'rpc' | 'storage' | 'signal'>;

/** The connected polkadot account and the network the kit is on for it, or the SPEC §8 error. */
function activeSession(kit: Ctx['kit']): { address: string; network: CaipNetwork; connectorId: string | undefined } {
  const chain = kit.getState().chains.polkadot;
  const address = chain?.account.address;
  const network = chain?.network.caipNetwork;
  if (chain?.account.status !== 'connected' || !address || !network) throw new KitError('No ActiveCaipAddress found', { details: 'connect a Polkadot wallet first' });
  return { address, network, connectorId: chain.connectorId };
}

const isSignature = (value: unknown): value is Hex => isHexBytes(value) && value.length >= 2 + 64 * 2 && value.length <= 2 + 66 * 2;

const checkedAddress = (address: unknown): string => {
  const error = getPolkadotAddressError(address);
  if (error) throw new ValidationError('Invalid address', { details: error });
  return address as string;
};

/**
 * The plugin's public API (`kit.plugin('polkadot')`), bound to one kit. Signing goes through
 * `kit.request`, so it waits for the visitor's approval in the modal first.
 *
 * @example
 * const api = createPolkadotApi(ctx, session)
 * const signature = await api.signMessage({ message: 'Sign in to Latchkey' })
 */
export function createPolkadotApi(ctx: Ctx, session: PolkadotSession): PolkadotApi {
  const live = () => {
    const chain = ctx.kit.getState().chains.polkadot;
    return chain?.account.status === 'connected' && chain.connectorId ? session.live.get(chain.connectorId) : undefined;
  };
  /** The accounts of the connected wallet: an extension's own list, else what the connection holds (a relay wallet's). */
  const accounts = (): PolkadotAccount[] => {
    const wallet = live();
    if (wallet) return wallet.accounts();
    const chain = ctx.kit.getState().chains.polkadot;
    if (chain?.account.status !== 'connected') return [];
    const connection = ctx.kit.getState().connections.polkadot?.find((c) => c.connectorId === chain.connectorId);
    return (connection?.accounts ?? []).map((a) => ({ address: a.address, ...(isHexBytes(a.publicKey) && a.publicKey.length === 66 ? { publicKey: a.publicKey } : {}) }));
  };
  const tools = (): NamespaceTools => namespaceTools(ctx, 'polkadot');

  return {
    async signMessage(params) {
      const { message, address: asked } = (params ?? {}) as { message?: unknown; address?: unknown };
      const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message instanceof Uint8Array ? Uint8Array.from(message) : undefined;
      if (!bytes || bytes.length === 0 || bytes.length > MAX_MESSAGE_BYTES) {
        throw new ValidationError('Invalid input', { details: `A message of 1 to ${MAX_MESSAGE_BYTES} bytes (text or Uint8Array) is required` });
      }
      const { address } = activeSession(ctx.kit);
      const signer = asked === undefined ? address : checkedAddress(asked);
      const result = await ctx.kit.request<{ signature?: unknown }>({ namespace: 'polkadot', method: 'polkadot_signMessage', params: { address: signer, message: toHex(bytes) } });
      if (!isSignature(result?.signature)) throw new ConnectorError('The wallet returned an invalid signature');
      return result.signature;
    },

    async signPayload(input) {
      const payload = checkedPayload(input);
      checkedAddress(payload.address);
      const { network } = activeSession(ctx.kit);
      // Checked before the visitor is asked: a payload for another chain cannot be signed here.
      if (polkadotChainReference(payload.genesisHash) !== network.caipNetworkId.split(':')[1]) {
        throw new ValidationError('Invalid input', { details: `the payload is for chain ${payload.genesisHash.slice(0, 34)}…, not ${network.name}` });
      }
      const result = await ctx.kit.request<{ signature?: unknown; signedTransaction?: unknown }>({
        namespace: 'polkadot',
        method: 'polkadot_signTransaction',
        params: { address: payload.address, transactionPayload: payload },
      });
      if (!isSignature(result?.signature)) throw new ConnectorError('The wallet returned an invalid signature');
      const out: PolkadotSignPayloadResult = { signature: result.signature };
      if (result.signedTransaction !== undefined) {
        if (!isHexBytes(result.signedTransaction)) throw new ConnectorError('The wallet returned an invalid transaction');
        out.signedTransaction = result.signedTransaction;
      }
      return out;
    },

    accounts,

    selectedAccount() {
      const address = ctx.kit.getState().chains.polkadot?.account.address;
      return accounts().find((a) => a.address === address);
    },

    async selectAccount(address) {
      checkedAddress(address);
      activeSession(ctx.kit);
      const wallet = live();
      if (!wallet) throw new ConnectorError('The connected wallet does not let the dapp pick its account');
      if (!wallet.select(address)) throw new ValidationError('Invalid address', { details: 'not an account of the connected wallet on this network' });
    },

    async getBalance() {
      const { address, network } = activeSession(ctx.kit);
      const { readPolkadotBalance } = await import('./namespace/balance');
      return readPolkadotBalance({ address, network }, tools());
    },
  };
}
