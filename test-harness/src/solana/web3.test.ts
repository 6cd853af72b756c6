// The local endpoint against @solana/web3.js 1.x: Connection checks every answer with
// superstruct, and confirmTransaction waits on a signatureSubscribe over the websocket it derives
// from the HTTP URL (port + 1).
import { Connection, Keypair, LAMPORTS_PER_SOL, SendTransactionError, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import type { PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_ACCOUNT_LAMPORTS, hexToBytes } from './accounts';
import { startSolana } from './server';
import type { SolanaEndpoint } from './server';

describe('the local endpoint with @solana/web3.js 1.x', () => {
  let solana: SolanaEndpoint;
  let connection: Connection;
  const [alice, bob] = SOLANA_TEST_ACCOUNTS.slice(0, 2).map((account) => Keypair.fromSeed(hexToBytes(account.seed))) as [Keypair, Keypair];

  beforeAll(async () => {
    solana = await startSolana();
    connection = new Connection(solana.url, { commitment: 'confirmed', disableRetryOnRateLimit: true });
  });
  afterAll(() => solana?.stop());

  const transferTx = (from: Keypair, to: PublicKey, lamports: number) => new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }));

  it('derives the same keys as the published addresses', () => {
    expect([alice.publicKey.toBase58(), bob.publicKey.toBase58()]).toEqual([SOLANA_TEST_ACCOUNTS[0]!.address, SOLANA_TEST_ACCOUNTS[1]!.address]);
  });

  it('sendTransaction + confirmTransaction move lamports and getBalance sees it', async () => {
    expect(await connection.getBalance(alice.publicKey)).toBe(Number(SOLANA_TEST_ACCOUNT_LAMPORTS));
    const bobBefore = await connection.getBalance(bob.publicKey);
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    const tx = transferTx(alice, bob.publicKey, 2 * LAMPORTS_PER_SOL);
    tx.recentBlockhash = blockhash;
    tx.feePayer = alice.publicKey;
    const signature = await connection.sendTransaction(tx, [alice]);
    const confirmation = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight, abortSignal: AbortSignal.timeout(10_000) }, 'confirmed');
    expect(confirmation.value.err).toBeNull();
    expect(await connection.getBalance(bob.publicKey)).toBe(bobBefore + 2 * LAMPORTS_PER_SOL);
    expect(await connection.getBalance(alice.publicKey)).toBe(Number(SOLANA_TEST_ACCOUNT_LAMPORTS) - 2 * LAMPORTS_PER_SOL - 5_000);
    const status = await connection.getSignatureStatus(signature);
    expect(status.value).toMatchObject({ err: null, confirmationStatus: 'finalized' });
  });

  it('sendAndConfirmTransaction twice in a row (its blockhash cache sees a new blockhash)', async () => {
    const bobBefore = await connection.getBalance(bob.publicKey);
    for (let i = 0; i < 2; i++) await sendAndConfirmTransaction(connection, transferTx(alice, bob.publicKey, 1_000), [alice], { commitment: 'confirmed' });
    expect(await connection.getBalance(bob.publicKey)).toBe(bobBefore + 2_000);
  });

  it('requestAirdrop, then reads the new account', async () => {
    const fresh = Keypair.generate();
    const signature = await connection.requestAirdrop(fresh.publicKey, LAMPORTS_PER_SOL);
    await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) }, 'confirmed');
    const info = await connection.getAccountInfo(fresh.publicKey);
    expect(info).toMatchObject({ lamports: LAMPORTS_PER_SOL, executable: false, data: Buffer.alloc(0) });
    expect(info!.owner.equals(SystemProgram.programId)).toBe(true);
  });

  it('a failing transfer: simulateTransaction shows why, sendTransaction throws SendTransactionError with the logs', async () => {
    const tx = transferTx(alice, bob.publicKey, 1_000 * LAMPORTS_PER_SOL);
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    tx.feePayer = alice.publicKey;
    tx.sign(alice);
    const simulation = await connection.simulateTransaction(tx);
    expect(simulation.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(simulation.value.logs?.some((line) => line.includes('insufficient lamports'))).toBe(true);

    const error = await connection.sendRawTransaction(tx.serialize()).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SendTransactionError);
    expect((error as SendTransactionError).message).toContain('custom program error: 0x1');
    expect((error as SendTransactionError).logs).toContain('Program 11111111111111111111111111111111 failed: custom program error: 0x1');
  });

  it('answers the cluster reads', async () => {
    const [slot, blockHeight, epoch, version, genesisHash, rent] = await Promise.all([
      connection.getSlot(),
      connection.getBlockHeight(),
      connection.getEpochInfo(),
      connection.getVersion(),
      connection.getGenesisHash(),
      connection.getMinimumBalanceForRentExemption(0),
    ]);
    expect(blockHeight).toBe(slot);
    expect(epoch).toMatchObject({ absoluteSlot: slot, epoch: 0, slotsInEpoch: 432_000 });
    expect(version['solana-core']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(genesisHash).toBe(solana.genesisHash);
    expect(rent).toBe(890_880);
    const tx = transferTx(alice, bob.publicKey, 1);
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    tx.feePayer = alice.publicKey;
    expect((await connection.getFeeForMessage(tx.compileMessage())).value).toBe(5_000);
  });
});
