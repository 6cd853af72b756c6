import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { base64 } from '@scure/base';
import type { AminoSignResponse, Key, StdSignature, StdSignDoc } from '@keplr-wallet/types';
import { signerFromSeed, type Secp256k1Signer } from './accounts';
import { adr36SignDoc, aminoSignBytes, directSignBytes } from './sign-doc';
import type { DirectSignDocInput, DirectSignOutput, LongLike, MockCosmosChain, MockKeplr, MockKeplrLogEntry, MockKeplrOptions, MockKeplrProvider, PromptMode, Tamper } from './types';

/** The chains the mock knows unless told otherwise. */
export const MOCK_KEPLR_CHAINS: readonly MockCosmosChain[] = Object.freeze([
  { chainId: 'cosmoshub-4', bech32Prefix: 'cosmos' },
  { chainId: 'osmosis-1', bech32Prefix: 'osmo' },
  { chainId: 'osmo-test-5', bech32Prefix: 'osmo' },
]);

/** Keplr's words for a refusal, a chain it does not know, and a signer that is not the selected key. */
export const KEPLR_ERRORS = Object.freeze({
  rejected: 'Request rejected',
  noChainInfo: (chainId: string) => `There is no chain info for ${chainId}`,
  signerMismatch: 'Signer mismatched',
});

const PUB_KEY_TYPE = 'tendermint/PubKeySecp256k1';

const longOf = (value: bigint): LongLike => {
  const low = Number(BigInt.asIntN(32, value & 0xffffffffn));
  const high = Number(BigInt.asIntN(32, value >> 32n));
  return Object.freeze({ low, high, unsigned: true, toString: () => value.toString() });
};

const logged = (value: unknown): unknown => (value instanceof Uint8Array ? base64.encode(value) : value);

/**
 * A mock Keplr that speaks the real `window.keplr` interface and really signs: ADR-36
 * `signArbitrary` (secp256k1 over sha256 of the amino sign document), `signAmino`, `signDirect`,
 * `verifyArbitrary`, `getKey`, `getOfflineSigner`; `enable` asks for permission once per chain
 * (a prompt, answered by the mode), `experimentalSuggestChain` is refused, a key change fires the
 * keystore event. Errors are Keplr's: 'Request rejected', 'There is no chain info for …'.
 *
 * @example
 * ```ts
 * const mock = createMockKeplr({ seeds: COSMOS_TEST_ACCOUNTS.map((a) => a.seed), target: window });
 * window.keplr = mock.keplr;
 * mock.rejectNext();
 * ```
 */
export function createMockKeplr(options: MockKeplrOptions): MockKeplr {
  if (!options.seeds.length) throw new Error('createMockKeplr: needs at least one seed');
  const signers: Secp256k1Signer[] = options.seeds.map(signerFromSeed);
  const chains = new Map((options.chains ?? MOCK_KEPLR_CHAINS).map((c) => [c.chainId, c.bech32Prefix]));
  const saved = options.persist?.load();
  let selected = saved && saved.selected >= 0 && saved.selected < signers.length ? saved.selected : 0;
  const authorized = new Set(saved?.authorized ?? options.authorized ?? []);
  let mode: PromptMode = 'approve';
  let delayMs = 0;
  let rejectNext = false;
  let tamper: Tamper | undefined;
  const log: MockKeplrLogEntry[] = [];
  const waiting: Array<{ method: string; resolve(): void; reject(error: Error): void }> = [];
  const keystoreEvent = options.keystoreEvent ?? 'keplr_keystorechange';

  const save = () => options.persist?.save({ selected, authorized: [...authorized] });
  const signer = () => signers[selected]!;
  const prefixOf = (chainId: string): string => {
    const prefix = chains.get(chainId);
    if (!prefix) throw new Error(KEPLR_ERRORS.noChainInfo(chainId));
    return prefix;
  };

  /** Runs a call: logged, delayed, its errors recorded. */
  const call = async <T>(method: string, params: unknown[], run: () => Promise<T> | T): Promise<T> => {
    const entry: MockKeplrLogEntry = { method, params: params.map(logged), at: Date.now(), outcome: 'pending' };
    log.push(entry);
    try {
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      const result = await run();
      entry.outcome = 'resolved';
      return result;
    } catch (error) {
      entry.outcome = 'rejected';
      entry.error = error instanceof Error ? error.message : String(error);
      throw error;
    }
  };

  /** A prompt the visitor answers: approved, rejected ('Request rejected'), or waiting (manual). */
  const prompt = (method: string): Promise<void> => {
    if (rejectNext || mode === 'reject') {
      rejectNext = false;
      return Promise.reject(new Error(KEPLR_ERRORS.rejected));
    }
    if (mode === 'approve') return Promise.resolve();
    return new Promise((resolve, reject) => waiting.push({ method, resolve, reject }));
  };

  /** Keplr asks for permission on chains the site does not have yet (all in one prompt). */
  const permit = async (chainIds: string[]) => {
    for (const id of chainIds) prefixOf(id);
    const missing = chainIds.filter((id) => !authorized.has(id));
    if (!missing.length) return;
    await prompt('enable');
    for (const id of missing) authorized.add(id);
    save();
  };

  const keyOf = (chainId: string): Key => {
    const s = signer();
    return {
      name: options.name ?? 'Latchkey Cosmos Dev',
      algo: 'secp256k1',
      pubKey: s.publicKey.slice(),
      address: s.addressBytes.slice(),
      bech32Address: s.address(prefixOf(chainId)),
      ethereumHexAddress: '',
      isNanoLedger: false,
      isKeystone: false,
    };
  };

  const checkSigner = (chainId: string, address: string) => {
    if (signer().address(prefixOf(chainId)) !== address) throw new Error(KEPLR_ERRORS.signerMismatch);
  };

  /** A signature of sign bytes by the selected key, tampered with when a test asked for it. */
  const stdSignature = (signBytes: Uint8Array): StdSignature => {
    const s = signer();
    let pubKey = s.publicKey;
    const signature = s.signSha256(signBytes);
    // Another key: the next account's, or (with one account) one derived from this key.
    if (tamper === 'pubKey') pubKey = signers.length > 1 ? signers[(selected + 1) % signers.length]!.publicKey : secp256k1.getPublicKey(sha256(s.privateKey), true);
    if (tamper === 'signature') signature[10] = signature[10]! ^ 0xff;
    tamper = undefined;
    return { pub_key: { type: PUB_KEY_TYPE, value: base64.encode(pubKey) }, signature: base64.encode(signature) };
  };

  const signAmino = async (chainId: string, signerAddress: string, signDoc: StdSignDoc): Promise<AminoSignResponse> => {
    checkSigner(chainId, signerAddress);
    const adr36 = signDoc.msgs.length === 1 && signDoc.msgs[0]!.type === 'sign/MsgSignData';
    if (!adr36 && signDoc.chain_id !== chainId) throw new Error(`Chain id in the sign doc (${signDoc.chain_id}) is not ${chainId}`);
    await permit([chainId]);
    await prompt('signAmino');
    const signed = structuredClone(signDoc) as StdSignDoc;
    return { signed, signature: stdSignature(aminoSignBytes(signed)) };
  };

  const signDirect = async (chainId: string, signerAddress: string, signDoc: DirectSignDocInput): Promise<DirectSignOutput> => {
    checkSigner(chainId, signerAddress);
    if (signDoc.chainId !== chainId) throw new Error(`Chain id in the sign doc (${String(signDoc.chainId)}) is not ${chainId}`);
    const accountNumber = BigInt(signDoc.accountNumber ? signDoc.accountNumber.toString() : '0');
    await permit([chainId]);
    await prompt('signDirect');
    const signed = { bodyBytes: Uint8Array.from(signDoc.bodyBytes ?? []), authInfoBytes: Uint8Array.from(signDoc.authInfoBytes ?? []), chainId, accountNumber };
    return { signed: { ...signed, accountNumber: longOf(accountNumber) }, signature: stdSignature(directSignBytes(signed)) };
  };

  const keplr: MockKeplrProvider = {
    version: '0.13.41-latchkey-mock',
    mode: 'extension',
    defaultOptions: {},
    ping: () => call('ping', [], () => undefined),
    enable: (chainIds) => call('enable', [chainIds], () => permit(typeof chainIds === 'string' ? [chainIds] : [...chainIds])),
    disable: (chainIds) =>
      call('disable', [chainIds], () => {
        const ids = chainIds === undefined ? [...authorized] : typeof chainIds === 'string' ? [chainIds] : chainIds;
        for (const id of ids) authorized.delete(id);
        save();
      }),
    getKey: (chainId) =>
      call('getKey', [chainId], async () => {
        // Keplr asks for the permission first when the site does not have it.
        await permit([chainId]);
        return keyOf(chainId);
      }),
    signArbitrary: (chainId, signerAddress, data) =>
      call('signArbitrary', [chainId, signerAddress, data], async () => {
        checkSigner(chainId, signerAddress);
        await permit([chainId]);
        await prompt('signArbitrary');
        return stdSignature(aminoSignBytes(adr36SignDoc(signerAddress, data)));
      }),
    verifyArbitrary: (chainId, signerAddress, data, signature) =>
      call('verifyArbitrary', [chainId, signerAddress, data], () => {
        const pubKey = base64.decode(signature.pub_key.value);
        const s = signers.find((x) => base64.encode(x.publicKey) === base64.encode(pubKey));
        if (!s || s.address(prefixOf(chainId)) !== signerAddress) return false;
        return secp256k1.verify(base64.decode(signature.signature), sha256(aminoSignBytes(adr36SignDoc(signerAddress, data))), pubKey, { lowS: true });
      }),
    signAmino: (chainId, signerAddress, signDoc) => call('signAmino', [chainId, signerAddress, signDoc], () => signAmino(chainId, signerAddress, signDoc)),
    signDirect: (chainId, signerAddress, signDoc) => call('signDirect', [chainId, signerAddress, { ...signDoc, accountNumber: signDoc.accountNumber?.toString() ?? null }], () => signDirect(chainId, signerAddress, signDoc)),
    getOfflineSigner: (chainId) => ({
      getAccounts: async () => {
        await permit([chainId]);
        return [{ address: signer().address(prefixOf(chainId)), algo: 'secp256k1', pubkey: signer().publicKey.slice() }];
      },
      signAmino: (signerAddress, signDoc) => keplr.signAmino(chainId, signerAddress, signDoc),
      signDirect: (signerAddress, signDoc) => keplr.signDirect(chainId, signerAddress, signDoc),
    }),
    getOfflineSignerOnlyAmino: (chainId) => {
      const { getAccounts, signAmino: amino } = keplr.getOfflineSigner(chainId);
      return { getAccounts, signAmino: amino };
    },
    // The mock never adds chains: a suggestion is refused as a visitor declining it would.
    experimentalSuggestChain: (chainInfo) =>
      call('experimentalSuggestChain', [chainInfo], () => {
        throw new Error(KEPLR_ERRORS.rejected);
      }),
  };

  const answer = (ok: boolean): boolean => {
    const next = waiting.shift();
    if (!next) return false;
    if (ok) next.resolve();
    else next.reject(new Error(KEPLR_ERRORS.rejected));
    return true;
  };

  return {
    keplr,
    setMode(next) {
      mode = next;
    },
    rejectNext() {
      rejectNext = true;
    },
    setDelay(ms) {
      delayMs = Math.max(0, ms);
    },
    approve: () => answer(true),
    reject: () => answer(false),
    pending: () => waiting.map((w) => w.method),
    tamperNext(what) {
      tamper = what;
    },
    selectAccount(index) {
      if (!Number.isInteger(index) || index < 0 || index >= signers.length) throw new Error(`selectAccount: no key #${index}`);
      selected = index;
      save();
      options.target?.dispatchEvent(new Event(keystoreEvent));
    },
    revoke() {
      authorized.clear();
      save();
    },
    requests: () => log.map((e) => ({ ...e, params: [...e.params] })),
    clearRequests() {
      log.length = 0;
    },
    state: () => ({
      selected,
      addresses: Object.fromEntries([...chains].map(([id, prefix]) => [id, signer().address(prefix)])),
      authorized: [...authorized],
      mode,
      delayMs,
    }),
  };
}
