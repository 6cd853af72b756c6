import { ConnectorError, RequestNotAllowedError, ValidationError, withTimeout, type CaipNetwork } from '@latchkey/kernel';
import { isAdr36SignDoc, serializeSignDoc, sortedJson } from '../adr36/signDoc';
import { bech32PrefixOf, type PrefixMap } from '../address';
import { fromBase64, toBase64 } from '../encoding';
import type { KeplrLike, StdSignature, StdSignDoc } from '../types';
import { encodeDirectSignDoc } from '../wire/protobuf';
import { SignerMismatchError } from './errors';
import { accountDataOf, cosmosKeyOf, type CheckedKey } from './key';
import { MAX_DATA_BYTES, PROMPT_TIMEOUT_MS } from './limits';


/** What one request runs with: the wallet, the chain it is asked on, the connected account. */
export interface RequestContext {
  provider: KeplrLike;
  /** The chain id the wallet knows the network by. */
  chainId: string;
  network: CaipNetwork;
  /** The connected account. */
  address: string;
  prefixes: PrefixMap;
  signal: AbortSignal;
  /** The wallet's key now (getKey again, checked). */
  currentKey(): Promise<CheckedKey>;
}

type Params = Record<string, unknown>;

const paramsOf = (method: string, params: unknown): Params => {
  if (params === undefined) return {};
  if (!params || typeof params !== 'object' || Array.isArray(params)) throw new ValidationError('Invalid input', { details: `${method} expects an object of params` });
  return params as Params;
};

const wait = <T>(ctx: RequestContext, run: () => Promise<T>): Promise<T> => withTimeout(Promise.resolve().then(run), PROMPT_TIMEOUT_MS, { signal: ctx.signal });

const loadVerifier = () => import('../adr36/verify');

/** The signer a request names must be the connected account: a wallet signs only for its own key. */
function signerOf(ctx: RequestContext, params: Params): string {
  const signer = params.signerAddress ?? ctx.address;
  if (signer !== ctx.address) throw new ValidationError('Invalid address', { details: 'signerAddress is not the connected account' });
  return signer;
}

/** A wallet's StdSignature, checked for shape and copied (nothing else the wallet put there is kept). */
function stdSignatureOf(value: unknown): StdSignature {
  const v = value as Partial<StdSignature> | null | undefined;
  const pubKey = fromBase64(v?.pub_key?.value);
  const signature = fromBase64(v?.signature);
  if (typeof v?.pub_key?.type !== 'string' || !pubKey || (pubKey.length !== 33 && pubKey.length !== 65) || signature?.length !== 64) {
    throw new ConnectorError('The wallet returned an invalid signature');
  }
  return { pub_key: { type: v.pub_key.type.slice(0, 100), value: toBase64(pubKey) }, signature: toBase64(signature) };
}

async function signArbitrary(ctx: RequestContext, params: Params): Promise<StdSignature> {
  const signer = signerOf(ctx, params);
  const encoding = params.encoding ?? 'utf8';
  if (encoding !== 'utf8' && encoding !== 'base64') throw new ValidationError('Invalid input', { details: "encoding must be 'utf8' or 'base64'" });
  if (typeof params.data !== 'string') throw new ValidationError('Invalid input', { details: 'data must be a string (text, or base64 with encoding: base64)' });
  const data = encoding === 'base64' ? fromBase64(params.data) : params.data;
  if (data === undefined) throw new ValidationError('Invalid input', { details: 'data is not base64' });
  const size = typeof data === 'string' ? new TextEncoder().encode(data).length : data.length;
  if (size === 0 || size > MAX_DATA_BYTES) throw new ValidationError('Invalid input', { details: `data must be 1 to ${MAX_DATA_BYTES} bytes` });
  const answer = stdSignatureOf(await wait(ctx, () => ctx.provider.signArbitrary(ctx.chainId, signer, data)));
  const verifier = await loadVerifier();
  if (!verifier.signedBy(answer, signer)) throw new SignerMismatchError(undefined, { details: `the signature's public key does not hash to ${signer}` });
  if (!verifier.verifyStdSignature({ signer, data, signature: answer })) throw new ConnectorError('The wallet returned an invalid signature', { details: 'the ADR-36 signature does not verify' });
  return answer;
}

/** An amino sign document from request params: the fields a StdSignDoc has, as plain data. */
function signDocOf(value: unknown): StdSignDoc {
  const d = value as Partial<StdSignDoc> | null | undefined;
  const ok =
    d &&
    typeof d === 'object' &&
    typeof d.chain_id === 'string' &&
    typeof d.account_number === 'string' &&
    typeof d.sequence === 'string' &&
    typeof d.memo === 'string' &&
    Array.isArray(d.msgs) &&
    d.msgs.every((m) => m && typeof m === 'object' && typeof m.type === 'string') &&
    d.fee &&
    typeof d.fee === 'object' &&
    Array.isArray(d.fee.amount) &&
    typeof d.fee.gas === 'string';
  if (!ok) throw new ValidationError('Invalid input', { details: 'signDoc must be an amino StdSignDoc' });
  return structuredClone(d as StdSignDoc);
}

async function signAmino(ctx: RequestContext, params: Params): Promise<{ signed: StdSignDoc; signature: StdSignature }> {
  const signer = signerOf(ctx, params);
  const doc = signDocOf(params.signDoc);
  const adr36 = isAdr36SignDoc(doc, bech32PrefixOf(signer));
  if (!adr36 && doc.chain_id !== ctx.chainId) throw new ValidationError('Invalid chainId', { details: `the sign document is for ${doc.chain_id}, the wallet is on ${ctx.chainId}` });
  if (typeof ctx.provider.signAmino !== 'function') throw new ConnectorError('The wallet cannot sign amino documents');
  const answer = (await wait(ctx, () => ctx.provider.signAmino!(ctx.chainId, signer, doc))) as { signed?: unknown; signature?: unknown } | null | undefined;
  const signature = stdSignatureOf(answer?.signature);
  const signed = signDocOf(answer?.signed);
  // A wallet may set the fee and memo; what the transaction does and where it runs stay as asked.
  const same = (k: keyof StdSignDoc) => sortedJson(signed[k]) === sortedJson(doc[k]);
  if (!same('msgs') || !same('chain_id') || !same('account_number') || !same('sequence')) throw new ConnectorError('The wallet changed the transaction', { details: 'msgs, chain_id, account_number or sequence differ' });
  const verifier = await loadVerifier();
  if (!verifier.signedBy(signature, signer)) throw new SignerMismatchError(undefined, { details: `the signature's public key does not hash to ${signer}` });
  if (!verifier.verifySignBytes(serializeSignDoc(signed), signature, signer)) throw new ConnectorError('The wallet returned an invalid signature');
  return { signed, signature };
}

/** Plain-data direct sign document of WalletConnect's Cosmos RPC (bytes as base64, account number as a decimal string). */
interface DirectDocParams {
  chainId: string;
  accountNumber: string;
  authInfoBytes: string;
  bodyBytes: string;
}

function directDocOf(value: unknown): { params: DirectDocParams; bodyBytes: Uint8Array; authInfoBytes: Uint8Array; accountNumber: bigint } {
  const d = value as Partial<Record<keyof DirectDocParams, unknown>> | null | undefined;
  const bodyBytes = fromBase64(d?.bodyBytes);
  const authInfoBytes = fromBase64(d?.authInfoBytes);
  const accountNumber = typeof d?.accountNumber === 'string' && /^\d{1,20}$/.test(d.accountNumber) ? BigInt(d.accountNumber) : undefined;
  if (!d || typeof d.chainId !== 'string' || !bodyBytes || !authInfoBytes || accountNumber === undefined || accountNumber >= 2n ** 64n) {
    throw new ValidationError('Invalid input', { details: 'signDoc must be { chainId, accountNumber (decimal string), authInfoBytes, bodyBytes (base64) }' });
  }
  return { params: { chainId: d.chainId, accountNumber: accountNumber.toString(), authInfoBytes: toBase64(authInfoBytes), bodyBytes: toBase64(bodyBytes) }, bodyBytes, authInfoBytes, accountNumber };
}

async function signDirect(ctx: RequestContext, params: Params): Promise<{ signed: DirectDocParams; signature: StdSignature }> {
  const signer = signerOf(ctx, params);
  const doc = directDocOf(params.signDoc);
  if (doc.params.chainId !== ctx.chainId) throw new ValidationError('Invalid chainId', { details: `the sign document is for ${doc.params.chainId}, the wallet is on ${ctx.chainId}` });
  if (typeof ctx.provider.signDirect !== 'function') throw new ConnectorError('The wallet cannot sign direct documents');
  // Keplr turns the account number into a string (`toString()`) before it leaves the page.
  const input = { bodyBytes: doc.bodyBytes, authInfoBytes: doc.authInfoBytes, chainId: doc.params.chainId, accountNumber: doc.params.accountNumber as never };
  const answer = (await wait(ctx, () => ctx.provider.signDirect!(ctx.chainId, signer, input))) as { signed?: Record<string, unknown>; signature?: unknown } | null | undefined;
  const signature = stdSignatureOf(answer?.signature);
  const s = answer?.signed;
  const bytes = (v: unknown) => (v instanceof Uint8Array || (ArrayBuffer.isView(v) && Object.prototype.toString.call(v) === '[object Uint8Array]') ? Uint8Array.from(v as Uint8Array) : fromBase64(v));
  const signedBody = bytes(s?.bodyBytes);
  const signedAuth = bytes(s?.authInfoBytes);
  const signedNumber = s?.accountNumber === undefined || s.accountNumber === null ? '0' : String(s.accountNumber);
  if (!signedBody || !signedAuth || typeof s?.chainId !== 'string' || !/^\d{1,20}$/.test(signedNumber)) throw new ConnectorError('The wallet returned an unexpected answer', { details: 'signed is not a direct sign document' });
  // The wallet may set the fee (auth info); the body, chain and account stay as asked.
  if (toBase64(signedBody) !== doc.params.bodyBytes || s.chainId !== doc.params.chainId || signedNumber !== doc.params.accountNumber) {
    throw new ConnectorError('The wallet changed the transaction', { details: 'bodyBytes, chainId or accountNumber differ' });
  }
  const verifier = await loadVerifier();
  if (!verifier.signedBy(signature, signer)) throw new SignerMismatchError(undefined, { details: `the signature's public key does not hash to ${signer}` });
  const signBytes = encodeDirectSignDoc({ bodyBytes: signedBody, authInfoBytes: signedAuth, chainId: s.chainId, accountNumber: BigInt(signedNumber) });
  if (!verifier.verifySignBytes(signBytes, signature, signer)) throw new ConnectorError('The wallet returned an invalid signature');
  return { signed: { chainId: s.chainId, accountNumber: signedNumber, authInfoBytes: toBase64(signedAuth), bodyBytes: toBase64(signedBody) }, signature };
}

/**
 * Runs a cosmos method against a Keplr-compatible wallet. Params and results are plain data
 * (see `COSMOS_UNSAFE_METHODS` / `COSMOS_SAFE_METHODS`). Every signature is checked before it is
 * returned: its key must hash to the signer (SignerMismatchError) and it must verify.
 *
 * @example
 * await runCosmosRequest('cosmos_signArbitrary', { signerAddress, data: 'Hello' }, ctx) // StdSignature
 */
export async function runCosmosRequest(method: string, rawParams: unknown, ctx: RequestContext): Promise<unknown> {
  switch (method) {
    case 'cosmos_signArbitrary':
    case 'signArbitrary':
      return signArbitrary(ctx, paramsOf(method, rawParams));
    case 'cosmos_signAmino':
      return signAmino(ctx, paramsOf(method, rawParams));
    case 'cosmos_signDirect':
      return signDirect(ctx, paramsOf(method, rawParams));
    case 'getKey':
      return cosmosKeyOf(await ctx.currentKey());
    case 'cosmos_getAccounts':
      return [accountDataOf(await ctx.currentKey())];
    default:
      throw new RequestNotAllowedError('Action not allowed', { details: `Requested RPC call is not allowed: ${method}` });
  }
}
