// The Solana JSON-RPC methods the local endpoint answers, over a Ledger. Shapes follow the
// Solana RPC docs (https://solana.com/docs/rpc); both @solana/kit's createSolanaRpc and
// @solana/web3.js 1.x's Connection (which checks every answer with superstruct) accept them.
import { address as toAddress } from '@solana/kit';
import type { AccountState, Ledger } from './ledger';
import { SLOTS_PER_EPOCH } from './ledger';
import { SOLANA_RPC_ERRORS, SolanaRpcError, invalidParams } from './rpc-error';
import { base58, base64, decodeWire } from './wire';
import { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS, decodeMint, decodeTokenAccount, uiTokenAmount } from './tokens';

/** What `getVersion` reports. */
export const SOLANA_CORE_VERSION = '2.2.0';
/** u64::MAX: the rentEpoch of every rent-exempt account. */
const RENT_EPOCH_EXEMPT = 18_446_744_073_709_551_615n;
const MAX_SIGNATURES_PER_STATUS_CALL = 256;
const MAX_ACCOUNTS_PER_CALL = 100;

/** One method: takes the request's params, returns its result (or throws a SolanaRpcError). */
export type RpcMethod = (params: unknown[]) => unknown;

type Config = Record<string, unknown>;

function config(params: unknown[], index: number): Config {
  const value = params[index];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParams(`expected a configuration object at position ${index}`);
  return value as Config;
}

function stringParam(params: unknown[], index: number, what: string): string {
  const value = params[index];
  if (typeof value !== 'string' || value === '') throw invalidParams(`expected ${what} at position ${index}`);
  return value;
}

function addressParam(value: unknown, what = 'a base58 address'): string {
  if (typeof value !== 'string') throw invalidParams(`expected ${what}`);
  try {
    return toAddress(value);
  } catch {
    throw invalidParams(`Invalid param: WrongSize or not base58: ${value}`);
  }
}

function integerParam(value: unknown, what: string): bigint {
  if (typeof value === 'bigint' && value >= 0n) return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  throw invalidParams(`expected ${what} as a non-negative integer`);
}

function encodingParam(value: unknown, allowed: readonly string[], fallback: string): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !allowed.includes(value)) throw invalidParams(`unsupported encoding ${JSON.stringify(value)}; use one of ${allowed.join(', ')}`);
  return value;
}

/**
 * Builds the method table. Commitments are accepted and ignored: every landed transaction is
 * final at once.
 *
 * @example
 * const methods = createRpcMethods(createLedger());
 * methods.getSlot!([]); // 0
 */
export function createRpcMethods(ledger: Ledger): Record<string, RpcMethod> {
  const context = () => ({ apiVersion: SOLANA_CORE_VERSION, slot: ledger.slot() });
  const withContext = (value: unknown) => ({ context: context(), value });
  const checkMinContextSlot = (cfg: Config): void => {
    if (cfg.minContextSlot === undefined) return;
    const wanted = integerParam(cfg.minContextSlot, 'minContextSlot');
    if (wanted > BigInt(ledger.slot())) {
      throw new SolanaRpcError(SOLANA_RPC_ERRORS.minContextSlotNotReached, 'Minimum context slot has not been reached', { contextSlot: ledger.slot() });
    }
  };

  const decimalsOf = (mint: string): number | undefined => {
    const account = ledger.account(mint);
    return account && (account.owner === TOKEN_PROGRAM_ADDRESS || account.owner === TOKEN_2022_PROGRAM_ADDRESS) ? decodeMint(account.data)?.decimals : undefined;
  };

  /** jsonParsed of a token account, as agave's spl-token parser gives it; undefined when it is none. */
  const parsedTokenAccount = (account: AccountState) => {
    if (account.owner !== TOKEN_PROGRAM_ADDRESS && account.owner !== TOKEN_2022_PROGRAM_ADDRESS) return undefined;
    const token = decodeTokenAccount(account.data);
    const decimals = token && decimalsOf(token.mint);
    if (!token || decimals === undefined) return undefined;
    return {
      program: account.owner === TOKEN_PROGRAM_ADDRESS ? 'spl-token' : 'spl-token-2022',
      parsed: { type: 'account', info: { isNative: false, mint: token.mint, owner: token.owner, state: token.state, tokenAmount: uiTokenAmount(token.amount, decimals) } },
      space: account.data.length,
    };
  };

  const encodeAccount = (address: string, cfg: Config, override?: AccountState) => {
    const account = override ?? ledger.account(address);
    if (!account || account.lamports === 0n) return null;
    const encoding = encodingParam(cfg.encoding, ['base64', 'base58', 'binary', 'jsonParsed'], 'binary');
    const parsed = encoding === 'jsonParsed' && cfg.dataSlice === undefined ? parsedTokenAccount(account) : undefined;
    if (parsed) return { data: parsed, executable: account.executable, lamports: account.lamports, owner: account.owner, rentEpoch: RENT_EPOCH_EXEMPT, space: account.data.length };
    let data = account.data;
    const slice = cfg.dataSlice as { offset?: unknown; length?: unknown } | undefined;
    if (slice !== undefined) {
      const offset = Number(integerParam(slice.offset, 'dataSlice.offset'));
      data = data.subarray(offset, offset + Number(integerParam(slice.length, 'dataSlice.length')));
    }
    return {
      // jsonParsed falls back to base64 when no parser applies, as agave does; binary is legacy base58.
      data: encoding === 'base58' ? [base58.encode(data), 'base58'] : encoding === 'binary' ? base58.encode(data) : [base64.encode(data), 'base64'],
      executable: account.executable,
      lamports: account.lamports,
      owner: account.owner,
      rentEpoch: RENT_EPOCH_EXEMPT,
      space: account.data.length,
    };
  };

  const wireParam = (params: unknown[], cfg: Config): Uint8Array => {
    const encoding = encodingParam(cfg.encoding, ['base58', 'base64'], 'base58') as 'base58' | 'base64';
    try {
      return decodeWire(stringParam(params, 0, `a ${encoding} transaction`), encoding);
    } catch (error) {
      throw error instanceof SolanaRpcError ? error : invalidParams(error instanceof Error ? error.message : String(error));
    }
  };

  const statusJson = (signature: string) => {
    const status = ledger.status(signature);
    return status && { confirmationStatus: 'finalized', confirmations: null, err: status.err, slot: status.slot, status: status.err === null ? { Ok: null } : { Err: status.err } };
  };

  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }),
    getGenesisHash: () => ledger.genesisHash,
    getIdentity: () => ({ identity: '11111111111111111111111111111111' }),
    getSlot: (params) => (checkMinContextSlot(config(params, 0)), ledger.slot()),
    getBlockHeight: (params) => (checkMinContextSlot(config(params, 0)), ledger.blockHeight()),
    getTransactionCount: () => ledger.transactionCount(),
    getFirstAvailableBlock: () => 0,
    getRecentPrioritizationFees: () => [],
    getEpochInfo: (params) => {
      checkMinContextSlot(config(params, 0));
      const slot = ledger.slot();
      return { absoluteSlot: slot, blockHeight: ledger.blockHeight(), epoch: Math.floor(slot / SLOTS_PER_EPOCH), slotIndex: slot % SLOTS_PER_EPOCH, slotsInEpoch: SLOTS_PER_EPOCH, transactionCount: ledger.transactionCount() };
    },
    getLatestBlockhash: (params) => (checkMinContextSlot(config(params, 0)), withContext(ledger.latestBlockhash())),
    isBlockhashValid: (params) => {
      checkMinContextSlot(config(params, 1));
      return withContext(ledger.isBlockhashValid(stringParam(params, 0, 'a base58 blockhash')));
    },
    getBalance: (params) => {
      checkMinContextSlot(config(params, 1));
      return withContext(ledger.account(addressParam(params[0]))?.lamports ?? 0n);
    },
    getAccountInfo: (params) => {
      const cfg = config(params, 1);
      checkMinContextSlot(cfg);
      return withContext(encodeAccount(addressParam(params[0]), cfg));
    },
    getMultipleAccounts: (params) => {
      const cfg = config(params, 1);
      checkMinContextSlot(cfg);
      if (!Array.isArray(params[0]) || params[0].length > MAX_ACCOUNTS_PER_CALL) throw invalidParams(`expected an array of at most ${MAX_ACCOUNTS_PER_CALL} addresses`);
      return withContext(params[0].map((entry) => encodeAccount(addressParam(entry), cfg)));
    },
    getTokenAccountsByOwner: (params) => {
      const owner = addressParam(params[0], 'the owner as a base58 address');
      const filter = params[1] as { mint?: unknown; programId?: unknown } | undefined;
      if (typeof filter !== 'object' || filter === null || (filter.mint === undefined) === (filter.programId === undefined)) throw invalidParams('expected a filter with either mint or programId at position 1');
      const cfg = config(params, 2);
      checkMinContextSlot(cfg);
      const found = filter.mint !== undefined ? ledger.tokenAccountsByOwner(owner, { mint: addressParam(filter.mint, 'mint as a base58 address') }) : ledger.tokenAccountsByOwner(owner, { programId: addressParam(filter.programId, 'programId as a base58 address') });
      return withContext(found.map(({ address, account }) => ({ pubkey: address, account: encodeAccount(address, cfg, account) })));
    },
    getTokenAccountBalance: (params) => {
      const cfg = config(params, 1);
      checkMinContextSlot(cfg);
      const account = ledger.account(addressParam(params[0]));
      const token = account && (account.owner === TOKEN_PROGRAM_ADDRESS || account.owner === TOKEN_2022_PROGRAM_ADDRESS) ? decodeTokenAccount(account.data) : undefined;
      const decimals = token && decimalsOf(token.mint);
      if (!token || decimals === undefined) throw invalidParams('Invalid param: not a Token account');
      return withContext(uiTokenAmount(token.amount, decimals));
    },
    getMinimumBalanceForRentExemption: (params) => ledger.svm.minimumBalanceForRentExemption(integerParam(params[0], 'the data length')),
    getFeeForMessage: (params) => {
      checkMinContextSlot(config(params, 1));
      try {
        return withContext(ledger.feeForMessage(decodeWire(stringParam(params, 0, 'a base64 message'), 'base64')));
      } catch (error) {
        throw error instanceof SolanaRpcError ? error : invalidParams(error instanceof Error ? error.message : String(error));
      }
    },
    requestAirdrop: (params) => {
      const lamports = integerParam(params[1], 'lamports');
      if (lamports === 0n) throw invalidParams('lamports must be more than 0');
      return ledger.airdrop(addressParam(params[0]), lamports);
    },
    getSignatureStatuses: (params) => {
      const signatures = params[0];
      if (!Array.isArray(signatures) || signatures.length > MAX_SIGNATURES_PER_STATUS_CALL || signatures.some((s) => typeof s !== 'string')) {
        throw invalidParams(`expected an array of at most ${MAX_SIGNATURES_PER_STATUS_CALL} base58 signatures`);
      }
      return withContext((signatures as string[]).map(statusJson));
    },
    sendTransaction: (params) => {
      const cfg = config(params, 1);
      checkMinContextSlot(cfg);
      return ledger.send(wireParam(params, cfg), { skipPreflight: cfg.skipPreflight === true });
    },
    simulateTransaction: (params) => {
      const cfg = config(params, 1);
      checkMinContextSlot(cfg);
      const result = ledger.simulate(wireParam(params, cfg), { sigVerify: cfg.sigVerify === true, replaceRecentBlockhash: cfg.replaceRecentBlockhash === true });
      const wanted = cfg.accounts as { addresses?: unknown; encoding?: unknown } | undefined;
      let accounts: unknown = null;
      if (wanted !== undefined) {
        if (!Array.isArray(wanted.addresses)) throw invalidParams('accounts.addresses must be an array');
        const accountConfig = { encoding: wanted.encoding ?? 'base64' };
        accounts = wanted.addresses.map((entry) => {
          const address = addressParam(entry);
          return encodeAccount(address, accountConfig, result.err === null ? result.postAccounts.get(address) : undefined);
        });
      }
      const { postAccounts: _postAccounts, ...value } = result;
      return withContext({ ...value, accounts, innerInstructions: null, loadedAccountsDataSize: 0 });
    },
  };
}
