// The local endpoint against @solana/kit: createSolanaRpc, createSolanaRpcSubscriptions and
// sendAndConfirmTransactionFactory, with transfers built by @solana-program/system.
import {
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  address,
  appendTransactionMessageInstruction,
  assertIsTransactionWithBlockhashLifetime,
  compileTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isSolanaError,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import type { KeyPairSigner, Rpc, SolanaRpcApi } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_ACCOUNT_LAMPORTS, hexToBytes } from './accounts';
import { startSolana } from './server';
import type { SolanaEndpoint } from './server';

describe('the local endpoint with @solana/kit', () => {
  let solana: SolanaEndpoint;
  let rpc: Rpc<SolanaRpcApi>;
  let alice: KeyPairSigner;
  let bob: KeyPairSigner;

  beforeAll(async () => {
    solana = await startSolana();
    rpc = createSolanaRpc(solana.url);
    [alice, bob] = await Promise.all([createKeyPairSignerFromPrivateKeyBytes(hexToBytes(SOLANA_TEST_ACCOUNTS[0]!.seed)), createKeyPairSignerFromPrivateKeyBytes(hexToBytes(SOLANA_TEST_ACCOUNTS[1]!.seed))]);
  });
  afterAll(() => solana?.stop());

  const balance = async (who: string) => (await rpc.getBalance(address(who)).send({ abortSignal: AbortSignal.timeout(5_000) })).value;

  async function transfer(from: KeyPairSigner, to: string, amount: bigint) {
    const { value: latestBlockhash } = await rpc.getLatestBlockhash().send({ abortSignal: AbortSignal.timeout(5_000) });
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(from, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, m),
      (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: from, destination: address(to), amount: lamports(amount) }), m),
    );
    return signTransactionMessageWithSigners(message);
  }

  it('sends and confirms a SOL transfer over HTTP and websocket subscriptions', async () => {
    const rpcSubscriptions = createSolanaRpcSubscriptions(solana.wsUrl);
    const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions });
    const [aliceBefore, bobBefore] = [await balance(alice.address), await balance(bob.address)];
    expect(aliceBefore).toBe(SOLANA_TEST_ACCOUNT_LAMPORTS);

    const transaction = await transfer(alice, bob.address, 1_500_000_000n);
    assertIsTransactionWithBlockhashLifetime(transaction);
    await sendAndConfirm(transaction, { commitment: 'confirmed', abortSignal: AbortSignal.timeout(10_000) });

    const { value: statuses } = await rpc.getSignatureStatuses([getSignatureFromTransaction(transaction)]).send();
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect(await balance(bob.address)).toBe(bobBefore + 1_500_000_000n);
    expect(await balance(alice.address)).toBe(aliceBefore - 1_500_000_000n - 5_000n);
  });

  it('lands the same transfer twice: every transaction gets a fresh blockhash', async () => {
    const bobBefore = await balance(bob.address);
    const first = await transfer(alice, bob.address, 42n);
    await rpc.sendTransaction(getBase64EncodedWireTransaction(first), { encoding: 'base64' }).send();
    const second = await transfer(alice, bob.address, 42n);
    await rpc.sendTransaction(getBase64EncodedWireTransaction(second), { encoding: 'base64' }).send();
    expect(getSignatureFromTransaction(second)).not.toBe(getSignatureFromTransaction(first));
    expect(await balance(bob.address)).toBe(bobBefore + 84n);
  });

  it('fails preflight without charging a fee, and charges it when preflight is skipped', async () => {
    const before = await balance(alice.address);
    const tooMuch = await transfer(alice, bob.address, before * 2n);
    const error = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(tooMuch), { encoding: 'base64' })
      .send()
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)).toBe(true);
    expect((error as { context: { logs: string[] } }).context.logs).toContain('Program 11111111111111111111111111111111 failed: custom program error: 0x1');
    expect(await balance(alice.address)).toBe(before);

    const signature = await rpc.sendTransaction(getBase64EncodedWireTransaction(tooMuch), { encoding: 'base64', skipPreflight: true }).send();
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send();
    expect(statuses[0]!.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    expect(await balance(alice.address)).toBe(before - 5_000n);
  });

  it('simulates a transaction, with and without its own blockhash', async () => {
    const transaction = await transfer(alice, bob.address, 1n);
    const wire = getBase64EncodedWireTransaction(transaction);
    const { value } = await rpc.simulateTransaction(wire, { encoding: 'base64', sigVerify: true, accounts: { addresses: [bob.address], encoding: 'base64' } }).send();
    expect(value.err).toBeNull();
    expect(value.logs).toEqual(['Program 11111111111111111111111111111111 invoke [1]', 'Program 11111111111111111111111111111111 success']);
    expect(value.unitsConsumed).toBe(150n);
    expect(value.accounts[0]!.lamports).toBe((await balance(bob.address)) + 1n);

    // A blockhash the ledger never had: the transaction's lifetime is stale from the start.
    const staleBlockhash = '11111111111111111111111111111111';
    const unsigned = compileTransaction(
      pipe(
        createTransactionMessage({ version: 'legacy' }),
        (m) => setTransactionMessageFeePayerSigner(alice, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: staleBlockhash as never, lastValidBlockHeight: 0n }, m),
        (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: alice, destination: bob.address, amount: lamports(1n) }), m),
      ),
    );
    const replaced = await rpc.simulateTransaction(getBase64EncodedWireTransaction(unsigned), { encoding: 'base64', replaceRecentBlockhash: true }).send();
    expect(replaced.value.err).toBeNull();
    // A current blockhash of the ledger took the place of the stale one (compared by validity, not
    // with a second read of the latest: another file's transaction on the shared stack can move it
    // between the two reads).
    expect(replaced.value.replacementBlockhash).toEqual({ blockhash: expect.any(String), lastValidBlockHeight: expect.any(BigInt) });
    expect(replaced.value.replacementBlockhash!.blockhash).not.toBe(staleBlockhash);
    expect((await rpc.isBlockhashValid(replaced.value.replacementBlockhash!.blockhash as never).send()).value).toBe(true);
    const stale = await rpc.simulateTransaction(getBase64EncodedWireTransaction(unsigned), { encoding: 'base64' }).send();
    expect(stale.value.err).toBe('BlockhashNotFound');
  });

  it('answers the reads a dapp makes', async () => {
    const account = await rpc.getAccountInfo(alice.address, { encoding: 'base64' }).send();
    expect(account.value).toMatchObject({ owner: '11111111111111111111111111111111', executable: false, space: 0n, data: ['', 'base64'] });
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n);
    const { value: latest } = await rpc.getLatestBlockhash().send();
    expect((await rpc.isBlockhashValid(latest.blockhash).send()).value).toBe(true);
    expect(await rpc.getBlockHeight().send()).toBe(await rpc.getSlot().send());
    expect(await rpc.getGenesisHash().send()).toBe(solana.genesisHash);
    const epoch = await rpc.getEpochInfo().send();
    expect(epoch.absoluteSlot).toBeGreaterThan(0n);
    const { value: multiple } = await rpc.getMultipleAccounts([alice.address, address('Sysvar1111111111111111111111111111111111111')], { encoding: 'base64' }).send();
    expect(multiple[0]!.lamports).toBe(await balance(alice.address));
    expect(multiple[1]).toBeNull();
  });
});
