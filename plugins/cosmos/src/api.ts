import { ConnectorError, KitError, ValidationError, type PluginContext } from '@latchkey/kernel';
import { toBase64, utf8Bytes } from './encoding';
import type { CosmosApi, CosmosKey, StdSignature } from './types';
import { SignerMismatchError } from './wallet/errors';
import { MAX_DATA_BYTES } from './wallet/limits';

type Ctx = Pick<PluginContext, 'kit'>;

/**
 * The connected cosmos account, or the SPEC §8 error when there is none. Checked before a request
 * is queued, so the visitor is never asked to approve something that cannot run.
 *
 * @example
 * const address = connectedAddress(ctx.kit)
 */
export function connectedAddress(kit: Ctx['kit']): string {
  const chain = kit.getState().chains.cosmos;
  const address = chain?.account.address;
  if (chain?.account.status !== 'connected' || !address) throw new KitError('No ActiveCaipAddress found', { details: 'connect a Cosmos wallet first' });
  return address;
}

const keyOf = (value: unknown): CosmosKey => {
  const k = value as Partial<CosmosKey> | null | undefined;
  if (!k || typeof k.bech32Address !== 'string' || typeof k.pubKey !== 'string' || typeof k.algo !== 'string' || typeof k.name !== 'string') {
    throw new ConnectorError('The wallet returned an unexpected answer', { details: 'getKey' });
  }
  return { name: k.name, algo: k.algo, pubKey: k.pubKey, bech32Address: k.bech32Address, isNanoLedger: k.isNanoLedger === true };
};

/**
 * The plugin's public API (`kit.plugin('cosmos')`), bound to one kit. Whatever connector answers
 * (the injected wallet or a relay), a signature is checked here before it is returned.
 *
 * @example
 * const api = createCosmosApi(ctx)
 * const { pub_key, signature } = await api.signArbitrary({ data: 'Sign in to example.com' })
 */
export function createCosmosApi(ctx: Ctx): CosmosApi {
  return {
    async signArbitrary(input) {
      const data = input?.data;
      const bytes = typeof data === 'string' ? utf8Bytes(data) : data instanceof Uint8Array ? data : undefined;
      if (!bytes || bytes.length === 0 || bytes.length > MAX_DATA_BYTES) throw new ValidationError('Invalid input', { details: `data must be a text or bytes of 1 to ${MAX_DATA_BYTES} bytes` });
      const address = connectedAddress(ctx.kit);
      if (input.signer !== undefined && input.signer !== address) throw new ValidationError('Invalid address', { details: 'signer is not the connected account' });
      const params = typeof data === 'string' ? { signerAddress: address, data } : { signerAddress: address, data: toBase64(bytes), encoding: 'base64' as const };
      const answer = await ctx.kit.request<StdSignature>({ namespace: 'cosmos', method: 'cosmos_signArbitrary', params });
      const verifier = await import('./adr36/verify');
      if (!verifier.parseStdSignature(answer)) throw new ConnectorError('The wallet returned an invalid signature');
      if (!verifier.signedBy(answer, address)) throw new SignerMismatchError(undefined, { details: `the signature's public key does not hash to ${address}` });
      if (!verifier.verifyStdSignature({ signer: address, data: data as string | Uint8Array, signature: answer })) throw new ConnectorError('The wallet returned an invalid signature');
      return { pub_key: { type: answer.pub_key.type, value: answer.pub_key.value }, signature: answer.signature };
    },

    async getKey() {
      connectedAddress(ctx.kit);
      return keyOf(await ctx.kit.request({ namespace: 'cosmos', method: 'getKey' }));
    },

    async verifyArbitrary(input) {
      const { verifyStdSignature } = await import('./adr36/verify');
      return verifyStdSignature({ signer: input?.signer, data: input?.data, signature: input?.signature });
    },
  };
}
