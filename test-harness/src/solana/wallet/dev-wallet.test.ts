import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import type { WalletAccount } from '@wallet-standard/base';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_ACCOUNT_LAMPORTS } from '../accounts';
import { SOLANA_CAIP2 } from '../chains';
import { solanaRpc } from '../rpc-client';
import { startSolana } from '../server';
import type { SolanaEndpoint } from '../server';
import { base58 } from '../wire';
import { createSolanaDevWallet } from './dev-wallet';
import { verifyEd25519 } from './keys';
import { createSignInMessageText } from './sign-in';
import type { SolanaDevWallet } from './types';
import siwsVectors from './vectors/siws_message_vectors.json';

const [alice, bob, carol] = SOLANA_TEST_ACCOUNTS;
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: { code: number; message: string }) => ({ code: error.code, message: error.message }),
  );

describe('createSolanaDevWallet', () => {
  let solana: SolanaEndpoint;
  let dev: SolanaDevWallet;
  beforeAll(async () => {
    solana = await startSolana({ slotMs: 0 });
  });
  afterAll(() => solana?.stop());
  beforeEach(() => {
    dev = createSolanaDevWallet({ seeds: [alice!.seed, bob!.seed], rpcUrl: solana.url });
  });

  const features = () => dev.wallet.features;
  const connect = async (): Promise<WalletAccount> => (await features()['standard:connect'].connect()).accounts[0]!;
  const balance = async (who: string) => BigInt((await solanaRpc<{ value: number }>(solana.url, 'getBalance', [who])).value);
  const changes = () => {
    const seen: unknown[] = [];
    features()['standard:events'].on('change', (properties) => seen.push(properties));
    return seen;
  };
  /** An unsigned transfer from `from` (fee payer and signer), built with @solana/kit. */
  async function unsignedTransfer(from: string, to: string, lamports: bigint): Promise<Uint8Array> {
    const { value } = await solanaRpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(solana.url, 'getLatestBlockhash');
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(address(from), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: value.blockhash as never, lastValidBlockHeight: BigInt(value.lastValidBlockHeight) }, m),
      (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(address(from)), destination: address(to), amount: lamports }), m),
    );
    return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
  }

  it('is a Wallet Standard 1.0.0 wallet with the Solana features and chains', () => {
    const { wallet } = dev;
    expect(wallet.version).toBe('1.0.0');
    expect(wallet.name).toBe('Latchkey Solana Dev Wallet');
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    expect(atob(wallet.icon.split(',')[1]!)).toContain('<svg');
    expect(wallet.chains).toEqual(expect.arrayContaining(['solana:localnet', 'solana:mainnet', SOLANA_CAIP2.mainnet, SOLANA_CAIP2.devnet, SOLANA_CAIP2.testnet, SOLANA_CAIP2.localnet]));
    expect(Object.fromEntries(Object.entries(wallet.features).map(([name, feature]) => [name, (feature as { version: string }).version]))).toEqual({
      'standard:connect': '1.0.0',
      'standard:disconnect': '1.0.0',
      'standard:events': '1.0.0',
      'solana:signMessage': '1.1.0',
      'solana:signTransaction': '1.0.0',
      'solana:signAndSendTransaction': '1.0.0',
      'solana:signIn': '1.0.0',
    });
    expect(wallet.features['solana:signAndSendTransaction'].supportedTransactionVersions).toEqual(['legacy', 0]);
    expect(wallet.accounts).toEqual([]);
    expect(dev.addresses).toEqual([alice!.address, bob!.address]);
  });

  it('connects: the selected account, with its public key, and a change event', async () => {
    const seen = changes();
    expect((await features()['standard:connect'].connect({ silent: true })).accounts).toEqual([]);
    const account = await connect();
    expect(account).toMatchObject({ address: alice!.address, chains: dev.wallet.chains, features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signIn'] });
    expect(base58.encode(Uint8Array.from(account.publicKey))).toBe(alice!.address);
    expect(dev.wallet.accounts).toEqual([account]);
    expect(seen).toEqual([{ accounts: [account] }]);
    expect((await features()['standard:connect'].connect({ silent: true })).accounts).toEqual([account]);
  });

  it('silent connect returns nothing while locked or not authorized; connect is refused while locked', async () => {
    dev = createSolanaDevWallet({ seeds: [alice!.seed], rpcUrl: solana.url, authorized: true });
    const account = (await features()['standard:connect'].connect({ silent: true })).accounts[0]!;
    expect(account.address).toBe(alice!.address);
    const seen = changes();
    dev.lock();
    expect(seen).toEqual([{ accounts: [] }]);
    expect(dev.wallet.accounts).toEqual([]);
    expect((await features()['standard:connect'].connect({ silent: true })).accounts).toEqual([]);
    expect(await errorOf(features()['standard:connect'].connect())).toEqual({ code: 4001, message: 'User Rejected Request: the wallet is locked' });
    expect(await errorOf(features()['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) }))).toMatchObject({ code: 4100 });
    dev.unlock();
    expect(seen).toEqual([{ accounts: [] }, { accounts: [account] }]);
    dev.revoke();
    expect((await features()['standard:connect'].connect({ silent: true })).accounts).toEqual([]);
  });

  it('signMessage: a real ed25519 signature over the bytes, verifiable with the account key', async () => {
    const account = await connect();
    const message = new TextEncoder().encode('Sign in to Latchkey');
    const [output] = await features()['solana:signMessage'].signMessage({ account, message });
    expect(output!.signedMessage).toEqual(message);
    expect(output!.signatureType).toBe('ed25519');
    expect(output!.signature).toHaveLength(64);
    expect(verifyEd25519(output!.signature, message, account.publicKey)).toBe(true);
    expect(verifyEd25519(output!.signature, new TextEncoder().encode('something else'), account.publicKey)).toBe(false);
    // An account the dapp was not given cannot sign.
    expect(await errorOf(features()['solana:signMessage'].signMessage({ account: dev.accountFor(bob!.address), message }))).toEqual({ code: 4100, message: `Unauthorized: account ${bob!.address} is not connected` });
  });

  it('signAndSendTransaction moves real lamports on the local endpoint (a @solana/kit transaction)', async () => {
    const account = await connect();
    const [fromBefore, toBefore] = [await balance(alice!.address), await balance(carol!.address)];
    const transaction = await unsignedTransfer(alice!.address, carol!.address, 250_000_000n);
    const [output] = await features()['solana:signAndSendTransaction'].signAndSendTransaction({ account, transaction, chain: 'solana:localnet', options: { commitment: 'confirmed' } });
    const signature = base58.encode(output!.signature);
    expect((await solanaRpc<{ value: unknown[] }>(solana.url, 'getSignatureStatuses', [[signature]])).value[0]).toMatchObject({ err: null });
    expect(await balance(carol!.address)).toBe(toBefore + 250_000_000n);
    expect(await balance(alice!.address)).toBe(fromBefore - 250_000_000n - 5_000n);
    // Dapps on a public cluster's id still land on the local endpoint.
    const again = await unsignedTransfer(alice!.address, carol!.address, 1n);
    await features()['solana:signAndSendTransaction'].signAndSendTransaction({ account, transaction: again, chain: SOLANA_CAIP2.mainnet });
    expect(await balance(carol!.address)).toBe(toBefore + 250_000_001n);
    expect(await errorOf(features()['solana:signAndSendTransaction'].signAndSendTransaction({ account, transaction: again, chain: 'solana:elsewhere' }))).toMatchObject({ code: -32602 });
  });

  it('signTransaction signs a @solana/web3.js 1.x transaction that Connection then sends', async () => {
    const account = await connect();
    const connection = new Connection(solana.url, 'confirmed');
    const toBefore = await balance(carol!.address);
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    const tx = new Transaction({ feePayer: new PublicKey(alice!.address), blockhash, lastValidBlockHeight }).add(SystemProgram.transfer({ fromPubkey: new PublicKey(alice!.address), toPubkey: new PublicKey(carol!.address), lamports: 777 }));
    const [output] = await features()['solana:signTransaction'].signTransaction({ account, transaction: tx.serialize({ requireAllSignatures: false }), chain: 'solana:localnet' });
    const signed = Transaction.from(output!.signedTransaction);
    expect(signed.verifySignatures()).toBe(true);
    const signature = await connection.sendRawTransaction(output!.signedTransaction);
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight, abortSignal: AbortSignal.timeout(10_000) });
    expect(await balance(carol!.address)).toBe(toBefore + 777n);
    // A transaction this account does not sign is refused, not half-signed.
    const foreign = await unsignedTransfer(bob!.address, carol!.address, 1n);
    expect(await errorOf(features()['solana:signTransaction'].signTransaction({ account, transaction: foreign }))).toEqual({ code: -32602, message: `Invalid params: ${alice!.address} is not a required signer of this transaction` });
  });

  it('rejectNext: the next interactive call throws a user rejection and nothing is sent', async () => {
    const account = await connect();
    const toBefore = await balance(carol!.address);
    dev.rejectNext();
    // Background calls (a silent reconnect) do not use up the rejection.
    expect((await features()['standard:connect'].connect({ silent: true })).accounts).toEqual([account]);
    const transaction = await unsignedTransfer(alice!.address, carol!.address, 5n);
    const input = { account, transaction, chain: 'solana:localnet' as const };
    expect(await errorOf(features()['solana:signAndSendTransaction'].signAndSendTransaction(input))).toEqual({ code: 4001, message: 'User Rejected Request' });
    expect(await balance(carol!.address)).toBe(toBefore);
    await features()['solana:signAndSendTransaction'].signAndSendTransaction(input);
    expect(await balance(carol!.address)).toBe(toBefore + 5n);
    dev.rejectNext(4001, { message: 'No thanks', target: 'any' });
    expect(await errorOf(features()['standard:disconnect'].disconnect())).toEqual({ code: 4001, message: 'No thanks' });
    expect(dev.requests().map((entry) => [entry.method, entry.outcome])).toEqual([
      ['standard:connect', 'resolved'],
      ['standard:connect', 'resolved'],
      ['solana:signAndSendTransaction', 'rejected'],
      ['solana:signAndSendTransaction', 'resolved'],
      ['standard:disconnect', 'rejected'],
    ]);
    expect(dev.requests()[2]!.params).toEqual([{ account: alice!.address, transaction: expect.any(String), chain: 'solana:localnet' }]);
  });

  it('setDelay holds every call for that long', async () => {
    dev.setDelay(300);
    const started = performance.now();
    await connect();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    dev.setDelay(0);
    const quick = performance.now();
    await features()['standard:connect'].connect({ silent: true });
    expect(performance.now() - quick).toBeLessThan(100);
  });

  it('fires change events on account switch, chain change and disconnect', async () => {
    const seen = changes();
    dev.selectAccount(1); // not connected yet: nothing visible changes
    expect(seen).toEqual([]);
    const first = await connect();
    expect(first.address).toBe(bob!.address);
    dev.selectAccount(alice!.address);
    expect(seen.at(-1)).toEqual({ accounts: [dev.accountFor(alice!.address)] });
    expect(dev.wallet.accounts[0]!.address).toBe(alice!.address);
    dev.setChains(['solana:localnet']);
    expect(seen.at(-1)).toEqual({ chains: ['solana:localnet'], accounts: [expect.objectContaining({ address: alice!.address, chains: ['solana:localnet'] })] });
    expect(dev.wallet.chains).toEqual(['solana:localnet']);
    await features()['standard:disconnect'].disconnect();
    expect(seen.at(-1)).toEqual({ accounts: [] });
    expect(seen).toHaveLength(4); // connect, switch, chains, disconnect
    expect(dev.state()).toMatchObject({ selected: alice!.address, authorized: false, locked: false, chains: ['solana:localnet'] });
    expect(() => dev.selectAccount(carol!.address)).toThrow(/no account/);
  });

  it('an events listener can be removed', async () => {
    const seen: unknown[] = [];
    const off = features()['standard:events'].on('change', (properties) => seen.push(properties));
    off();
    await connect();
    expect(seen).toEqual([]);
  });

  it('signIn: connects, signs the Sign In With Solana text, and the signature verifies', async () => {
    const seen = changes();
    const input = { domain: 'app.example', statement: 'Welcome', uri: 'https://app.example/login', version: '1', chainId: 'solana:localnet', nonce: '8cd3a0f1', issuedAt: '2026-01-01T00:00:00Z', resources: ['https://app.example/terms'] };
    const [output] = await features()['solana:signIn'].signIn({ ...input, address: bob!.address });
    expect(output!.account.address).toBe(bob!.address);
    const text = new TextDecoder().decode(output!.signedMessage);
    expect(text).toBe(createSignInMessageText({ ...input, address: bob!.address }));
    expect(text).toBe(
      [
        `app.example wants you to sign in with your Solana account:\n${bob!.address}\n\nWelcome\n`,
        'URI: https://app.example/login',
        'Version: 1',
        'Chain ID: solana:localnet',
        'Nonce: 8cd3a0f1',
        'Issued At: 2026-01-01T00:00:00Z',
        'Resources:',
        '- https://app.example/terms',
      ].join('\n'),
    );
    expect(verifyEd25519(output!.signature, output!.signedMessage, output!.account.publicKey)).toBe(true);
    expect(dev.wallet.accounts).toEqual([output!.account]);
    expect(seen).toEqual([{ accounts: [output!.account] }]);
    expect(await errorOf(features()['solana:signIn'].signIn({ domain: 'app.example', address: carol!.address }))).toMatchObject({ code: 4100 });
  });

  it('starts with the test accounts funded', async () => {
    expect(await balance(bob!.address)).toBe(SOLANA_TEST_ACCOUNT_LAMPORTS);
  });
});

describe('createSignInMessageText against the Wallet Standard vectors', () => {
  for (const [name, vector] of Object.entries(siwsVectors.cases)) {
    it(name, () => {
      expect(createSignInMessageText(vector.parsed as { domain: string; address: string })).toBe(vector.text);
    });
  }
});
