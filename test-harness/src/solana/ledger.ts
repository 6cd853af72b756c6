// The chain behind the local endpoint: a litesvm instance plus what litesvm leaves to a
// validator — slots and block heights, a window of valid blockhashes, signature statuses and
// notifications. One block per landed transaction (and one per `slotMs` when idle), so a second
// identical transfer gets a fresh blockhash instead of colliding with the first.
import { address as toAddress, getTransactionDecoder, lamports as toLamports } from '@solana/kit';
import type { Transaction } from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import type { TransactionMetadata } from 'litesvm';
import { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_ACCOUNT_LAMPORTS } from './accounts';
import type { SolanaTestAccount } from './accounts';
import { LOCALNET_GENESIS_HASH } from './chains';
import { SOLANA_RPC_ERRORS, SolanaRpcError, invalidParams } from './rpc-error';
import { describeTransactionError, isNotLandedError, toRpcTransactionError } from './tx-errors';
import type { RpcTransactionError } from './tx-errors';
import { base58, base64, isZero, parseWireMessage, parseWireTransaction, WireFormatError } from './wire';
import { SOLANA_TEST_MINTS, TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS, associatedTokenAddress, decodeTokenAccount, encodeMint, encodeTokenAccount } from './tokens';
import type { SolanaTestMint } from './tokens';

/** Blocks a blockhash stays valid for, as on a real cluster (MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALIDITY = 150;
/** litesvm's fee: 5000 lamports per signature (no priority fee is charged). */
export const LAMPORTS_PER_SIGNATURE = 5000;
/** Slots in an epoch, as on mainnet. */
export const SLOTS_PER_EPOCH = 432_000;
const MAX_STATUSES = 50_000;
const SYSTEM_PROGRAM = toAddress('11111111111111111111111111111111');

/** Options of {@link createLedger}. */
export interface LedgerOptions {
  /** Accounts funded at genesis; default {@link SOLANA_TEST_ACCOUNTS}. */
  accounts?: readonly Pick<SolanaTestAccount, 'address'>[];
  /** Lamports each gets; default 100 SOL. */
  lamportsEach?: bigint;
  /** What getGenesisHash answers; default {@link LOCALNET_GENESIS_HASH}. */
  genesisHash?: string;
  /**
   * SPL mints created at genesis, each with a funded associated token account per account in
   * `accounts` (the first account is the mint authority); default {@link SOLANA_TEST_MINTS}.
   */
  mints?: readonly SolanaTestMint[];
}

/** A landed transaction's status. `err` is null on success. */
export interface SignatureStatus {
  slot: number;
  err: RpcTransactionError | null;
}

/** What simulateTransaction answers in `value` (before the accounts are encoded). */
export interface SimulationResult {
  err: RpcTransactionError | null;
  logs: string[];
  unitsConsumed: number;
  returnData: { programId: string; data: [string, 'base64'] } | null;
  replacementBlockhash?: { blockhash: string; lastValidBlockHeight: number };
  /** Accounts after the simulated transaction, by address (only on success). */
  postAccounts: Map<string, AccountState>;
}

/** An account as the RPC methods encode it. */
export interface AccountState {
  lamports: bigint;
  owner: string;
  executable: boolean;
  data: Uint8Array;
}

/** Slot notification payload (slotSubscribe). */
export interface SlotInfo {
  slot: number;
  parent: number;
  root: number;
}

/** The chain state the RPC methods read and write. */
export interface Ledger {
  /** The litesvm instance, for tests that need to set up state directly. */
  readonly svm: LiteSVM;
  readonly genesisHash: string;
  slot(): number;
  blockHeight(): number;
  transactionCount(): number;
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number };
  isBlockhashValid(blockhash: string): boolean;
  /** Produces a block: next slot, a new blockhash, slot listeners told. */
  advance(): void;
  /** Processes a signed wire transaction; returns its base58 signature or throws a {@link SolanaRpcError}. */
  send(wire: Uint8Array, options?: { skipPreflight?: boolean }): string;
  simulate(wire: Uint8Array, options?: { sigVerify?: boolean; replaceRecentBlockhash?: boolean }): SimulationResult;
  /** Credits `lamports` from litesvm's faucet in a real transaction; returns its signature. */
  airdrop(address: string, lamports: bigint): string;
  status(signature: string): SignatureStatus | null;
  /** An account, or null when it does not exist (no lamports). */
  account(address: string): AccountState | null;
  /**
   * The token accounts (SPL Token and Token-2022) whose owner is `owner`, of one mint or of one
   * token program when a filter is given, by address.
   */
  tokenAccountsByOwner(owner: string, filter?: { mint?: string; programId?: string }): Array<{ address: string; account: AccountState }>;
  /** Fee for a message, or null when its blockhash is not valid. */
  feeForMessage(messageBytes: Uint8Array): number | null;
  onSlot(listener: (info: SlotInfo) => void): () => void;
  onSignature(listener: (signature: string, status: SignatureStatus) => void): () => void;
}

/**
 * Writes each mint and a funded associated token account per holder straight into litesvm (rent
 * exempt, owned by the SPL Token program), as a validator would after the mint's set-up
 * transactions. The first holder is the mint authority.
 */
function createMints(svm: LiteSVM, holders: readonly Pick<SolanaTestAccount, 'address'>[], mints: readonly SolanaTestMint[]): void {
  if (mints.length === 0 || holders.length === 0) return;
  const tokenProgram = toAddress(TOKEN_PROGRAM_ADDRESS);
  const put = (address: string, data: Uint8Array): void =>
    svm.setAccount({ address: toAddress(address), lamports: toLamports(svm.minimumBalanceForRentExemption(BigInt(data.length))), programAddress: tokenProgram, executable: false, data, space: BigInt(data.length) });
  for (const mint of mints) {
    put(mint.address, encodeMint({ authority: holders[0]!.address, supply: mint.amountEach * BigInt(holders.length), decimals: mint.decimals }));
    for (const holder of holders) put(associatedTokenAddress(holder.address, mint.address), encodeTokenAccount({ mint: mint.address, owner: holder.address, amount: mint.amountEach }));
  }
}

function signatureOf(meta: TransactionMetadata): string {
  return base58.encode(meta.signature());
}

function decode(wire: Uint8Array): { transaction: Transaction; signature: string; blockhash: string; signatureSlotsFilled: boolean } {
  try {
    const { signatures, messageBytes } = parseWireTransaction(wire);
    const message = parseWireMessage(messageBytes);
    if (signatures.length !== message.numRequiredSignatures) throw new WireFormatError(`${signatures.length} signature slots for ${message.numRequiredSignatures} required signers`);
    const transaction = getTransactionDecoder().decode(wire);
    return { transaction, signature: base58.encode(signatures[0]!), blockhash: base58.encode(message.recentBlockhash), signatureSlotsFilled: signatures.every((s) => !isZero(s)) };
  } catch (error) {
    throw invalidParams(`failed to deserialize the transaction: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function preflightFailure(err: RpcTransactionError, logs: string[], unitsConsumed: number): SolanaRpcError {
  return new SolanaRpcError(SOLANA_RPC_ERRORS.sendTransactionPreflightFailure, `Transaction simulation failed: ${describeTransactionError(err)}`, {
    accounts: null,
    err,
    innerInstructions: null,
    logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed,
  });
}

const signatureFailure = (): SolanaRpcError => new SolanaRpcError(SOLANA_RPC_ERRORS.transactionSignatureVerificationFailure, 'Transaction signature verification failure');

/**
 * Creates the chain: a fresh litesvm with the builtins and SPL programs, the test accounts
 * funded, slot 0 and one valid blockhash. Takes ~10 ms.
 *
 * @example
 * const ledger = createLedger();
 * const signature = ledger.airdrop(address, 1_000_000_000n);
 * ledger.status(signature); // { slot: 0, err: null }
 */
export function createLedger(options: LedgerOptions = {}): Ledger {
  // litesvm accepts only its latest blockhash; a validator accepts any of the last 150. The
  // ledger keeps that window itself and turns litesvm's check off.
  const svm = new LiteSVM().withBlockhashCheck(false);
  const lamportsEach = options.lamportsEach ?? SOLANA_TEST_ACCOUNT_LAMPORTS;
  for (const account of options.accounts ?? SOLANA_TEST_ACCOUNTS) {
    svm.setAccount({ address: toAddress(account.address), lamports: toLamports(lamportsEach), programAddress: SYSTEM_PROGRAM, executable: false, data: new Uint8Array(0), space: 0n });
  }
  createMints(svm, options.accounts ?? SOLANA_TEST_ACCOUNTS, options.mints ?? SOLANA_TEST_MINTS);
  let slot = 0;
  let transactionCount = 0;
  const blockhashes = new Map<string, number>();
  const statuses = new Map<string, SignatureStatus>();
  const slotListeners = new Set<(info: SlotInfo) => void>();
  const signatureListeners = new Set<(signature: string, status: SignatureStatus) => void>();

  const syncClock = (): void => {
    const clock = svm.getClock();
    clock.slot = BigInt(slot);
    clock.epoch = BigInt(Math.floor(slot / SLOTS_PER_EPOCH));
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000));
    svm.setClock(clock);
  };
  const rememberBlockhash = (): void => {
    blockhashes.set(svm.latestBlockhash(), slot + BLOCKHASH_VALIDITY);
    for (const [hash, lastValid] of blockhashes) if (lastValid < slot) blockhashes.delete(hash);
  };
  syncClock();
  rememberBlockhash();

  const record = (signature: string, err: RpcTransactionError | null): void => {
    const status = { slot, err };
    statuses.set(signature, status);
    if (statuses.size > MAX_STATUSES) statuses.delete(statuses.keys().next().value!);
    transactionCount += 1;
    for (const listener of [...signatureListeners]) listener(signature, status);
  };

  const checkBlockhash = (blockhash: string): RpcTransactionError | null => (ledger.isBlockhashValid(blockhash) ? null : 'BlockhashNotFound');

  // litesvm verifies signatures when sigverify is on; simulateTransaction may ask it not to.
  const withSigverify = <T>(sigverify: boolean, run: () => T): T => {
    svm.withSigverify(sigverify);
    try {
      return run();
    } finally {
      svm.withSigverify(true);
    }
  };

  const ledger: Ledger = {
    svm,
    genesisHash: options.genesisHash ?? LOCALNET_GENESIS_HASH,
    slot: () => slot,
    // No skipped slots: the block height is the slot.
    blockHeight: () => slot,
    transactionCount: () => transactionCount,
    latestBlockhash: () => {
      const blockhash = svm.latestBlockhash();
      return { blockhash, lastValidBlockHeight: blockhashes.get(blockhash) ?? slot + BLOCKHASH_VALIDITY };
    },
    isBlockhashValid(blockhash) {
      const lastValid = blockhashes.get(blockhash);
      return lastValid !== undefined && lastValid >= slot;
    },
    advance() {
      slot += 1;
      svm.expireBlockhash();
      syncClock();
      rememberBlockhash();
      const info = { slot, parent: slot - 1, root: slot };
      for (const listener of [...slotListeners]) listener(info);
    },
    send(wire, sendOptions = {}) {
      const { transaction, signature, blockhash, signatureSlotsFilled } = decode(wire);
      if (!signatureSlotsFilled) throw signatureFailure();
      if (!sendOptions.skipPreflight) {
        const simulation = ledger.simulate(wire, { sigVerify: true });
        if (simulation.err !== null) throw preflightFailure(simulation.err, simulation.logs, simulation.unitsConsumed);
      } else {
        const stale = checkBlockhash(blockhash);
        // A validator drops it; the endpoint says so instead of letting the client wait 150 blocks.
        if (stale) throw preflightFailure(stale, [], 0);
      }
      let result: TransactionMetadata | FailedTransactionMetadata;
      try {
        result = svm.sendTransaction(transaction);
      } catch {
        // kit's assertIsFullySignedTransaction, inside litesvm's wrapper.
        throw signatureFailure();
      }
      if (result instanceof FailedTransactionMetadata) {
        const err = toRpcTransactionError(result.err());
        if (err === 'SignatureFailure') throw signatureFailure();
        if (isNotLandedError(err)) throw preflightFailure(err, result.meta().logs(), Number(result.meta().computeUnitsConsumed()));
        record(signature, err);
      } else {
        record(signature, null);
      }
      ledger.advance();
      return signature;
    },
    simulate(wire, simulateOptions = {}) {
      if (simulateOptions.sigVerify && simulateOptions.replaceRecentBlockhash) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
      const { transaction, blockhash } = decode(wire);
      const replacementBlockhash = simulateOptions.replaceRecentBlockhash ? ledger.latestBlockhash() : undefined;
      const empty = { logs: [], unitsConsumed: 0, returnData: null, postAccounts: new Map() };
      if (!replacementBlockhash) {
        const stale = checkBlockhash(blockhash);
        if (stale) return { err: stale, ...empty };
      }
      let result: ReturnType<LiteSVM['simulateTransaction']>;
      try {
        result = withSigverify(simulateOptions.sigVerify === true, () => svm.simulateTransaction(transaction));
      } catch {
        throw signatureFailure();
      }
      if (result instanceof FailedTransactionMetadata) {
        const err = toRpcTransactionError(result.err());
        if (err === 'SignatureFailure' && simulateOptions.sigVerify) throw signatureFailure();
        const meta = result.meta();
        return { err, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()), returnData: null, postAccounts: new Map(), ...(replacementBlockhash ? { replacementBlockhash } : {}) };
      }
      const meta = result.meta();
      const returned = meta.returnData();
      const returnData = returned.data().length > 0 ? { programId: base58.encode(returned.programId()), data: [base64.encode(returned.data()), 'base64'] as [string, 'base64'] } : null;
      return {
        err: null,
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        returnData,
        postAccounts: new Map(result.postAccounts().map((account) => [account.address as string, { lamports: account.lamports, owner: account.programAddress, executable: account.executable, data: new Uint8Array(account.data) }])),
        ...(replacementBlockhash ? { replacementBlockhash } : {}),
      };
    },
    airdrop(address, lamports) {
      const result = svm.airdrop(toAddress(address), toLamports(lamports));
      if (!result || result instanceof FailedTransactionMetadata) {
        const detail = result ? describeTransactionError(toRpcTransactionError(result.err())) : 'no result';
        throw new SolanaRpcError(SOLANA_RPC_ERRORS.internal, `Internal error: airdrop failed: ${detail}`);
      }
      const signature = signatureOf(result);
      record(signature, null);
      ledger.advance();
      return signature;
    },
    status: (signature) => statuses.get(signature) ?? null,
    account(address) {
      const account = svm.getAccount(toAddress(address));
      if (!account.exists || account.lamports === 0n) return null;
      return { lamports: account.lamports, owner: account.programAddress, executable: account.executable, data: account.data };
    },
    tokenAccountsByOwner(owner, filter = {}) {
      const programs = filter.programId ? [filter.programId] : [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS];
      const found: Array<{ address: string; account: AccountState }> = [];
      for (const program of programs) {
        if (program !== TOKEN_PROGRAM_ADDRESS && program !== TOKEN_2022_PROGRAM_ADDRESS) continue;
        for (const account of svm.getProgramAccounts(toAddress(program))) {
          if (account.lamports === 0n) continue;
          const data = new Uint8Array(account.data);
          const token = decodeTokenAccount(data);
          if (!token || token.owner !== owner || (filter.mint !== undefined && token.mint !== filter.mint)) continue;
          found.push({ address: account.address, account: { lamports: account.lamports, owner: account.programAddress, executable: account.executable, data } });
        }
      }
      return found;
    },
    feeForMessage(messageBytes) {
      const message = parseWireMessage(messageBytes);
      if (!ledger.isBlockhashValid(base58.encode(message.recentBlockhash))) return null;
      return message.numRequiredSignatures * LAMPORTS_PER_SIGNATURE;
    },
    onSlot(listener) {
      slotListeners.add(listener);
      return () => slotListeners.delete(listener);
    },
    onSignature(listener) {
      signatureListeners.add(listener);
      return () => signatureListeners.delete(listener);
    },
  };
  return ledger;
}
