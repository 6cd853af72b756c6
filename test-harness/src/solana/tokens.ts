// SPL tokens on the local endpoint: a USDC-style mint whose state is written straight into litesvm
// at start, and a funded associated token account for each test account. Layouts follow the SPL
// Token program (Mint: 82 bytes, Account: 165 bytes); the program itself is litesvm's own copy, so
// transfers, account creation and every check run the real program code.
import { createHash } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from './wire';

/** The SPL Token program. */
export const TOKEN_PROGRAM_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
/** The SPL Token-2022 program (same account layouts for the first 165 bytes). */
export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
/** The Associated Token Account program. */
export const ASSOCIATED_TOKEN_PROGRAM_ADDRESS = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
/** Size of a Mint account. */
export const MINT_SIZE = 82;
/** Size of a token Account. */
export const TOKEN_ACCOUNT_SIZE = 165;

/** An SPL mint the local endpoint creates at start. */
export interface SolanaTestMint {
  /** Base58 mint address. */
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  /** Base units each test account holds at start. */
  amountEach: bigint;
}

/**
 * The test mints: "USD Coin (Latchkey local)", 6 decimals, 1000 USDC for each test account. The
 * address is the public key of sha256("latchkey solana test mint usdc"), written out so it is
 * greppable (a test checks the derivation); nobody holds a mint authority key that matters.
 *
 * @example
 * ```ts
 * const [usdc] = SOLANA_TEST_MINTS;
 * const account = associatedTokenAddress(SOLANA_TEST_ACCOUNTS[0].address, usdc.address);
 * ```
 */
export const SOLANA_TEST_MINTS: readonly SolanaTestMint[] = Object.freeze([
  Object.freeze({ address: 'A2vET52BRJ6Hk6f68x6v9Qfd17iarJG26DEGAHW3d1yi', name: 'USD Coin (Latchkey local)', symbol: 'USDC', decimals: 6, amountEach: 1_000_000_000n }),
]);

/** True when 32 bytes are a point on ed25519 (a keypair's address); a program-derived address must not be. */
function isOnCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.ExtendedPoint.fromHex(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * A program-derived address (the Solana runtime's `find_program_address`): the first bump from
 * 255 down whose sha256(seeds, bump, program, "ProgramDerivedAddress") is off the curve.
 *
 * @example
 * findProgramAddress([owner, tokenProgram, mint].map((a) => base58.decode(a)), ASSOCIATED_TOKEN_PROGRAM_ADDRESS);
 */
export function findProgramAddress(seeds: readonly Uint8Array[], programAddress: string): { address: string; bump: number } {
  const program = base58.decode(programAddress);
  for (let bump = 255; bump >= 0; bump--) {
    const hash = createHash('sha256');
    for (const seed of seeds) hash.update(seed);
    hash.update(Uint8Array.of(bump)).update(program).update('ProgramDerivedAddress');
    const candidate = new Uint8Array(hash.digest());
    if (!isOnCurve(candidate)) return { address: base58.encode(candidate), bump };
  }
  throw new Error('findProgramAddress: no bump gives an address off the curve');
}

/**
 * The associated token account of `owner` for `mint` (what wallets and the Send view use).
 *
 * @example
 * associatedTokenAddress('CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b', SOLANA_TEST_MINTS[0].address);
 */
export function associatedTokenAddress(owner: string, mint: string, tokenProgram: string = TOKEN_PROGRAM_ADDRESS): string {
  return findProgramAddress([base58.decode(owner), base58.decode(tokenProgram), base58.decode(mint)], ASSOCIATED_TOKEN_PROGRAM_ADDRESS).address;
}

const u64 = (value: bigint): Uint8Array => {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, value, true);
  return out;
};

/** Mint account data: an initialized mint with `authority` as mint authority and no freeze authority. */
export function encodeMint(options: { authority: string; supply: bigint; decimals: number }): Uint8Array {
  const data = new Uint8Array(MINT_SIZE);
  data.set([1, 0, 0, 0], 0);
  data.set(base58.decode(options.authority), 4);
  data.set(u64(options.supply), 36);
  data[44] = options.decimals;
  data[45] = 1;
  return data;
}

/** Token account data: an initialized account of `owner` holding `amount` of `mint`, no delegate. */
export function encodeTokenAccount(options: { mint: string; owner: string; amount: bigint }): Uint8Array {
  const data = new Uint8Array(TOKEN_ACCOUNT_SIZE);
  data.set(base58.decode(options.mint), 0);
  data.set(base58.decode(options.owner), 32);
  data.set(u64(options.amount), 64);
  data[108] = 1;
  return data;
}

/** What a token account holds, read from its data (undefined for data that is not one). */
export interface TokenAccountData {
  mint: string;
  owner: string;
  amount: bigint;
  state: 'uninitialized' | 'initialized' | 'frozen';
}

/**
 * Reads a token account's mint, owner and amount (the first 109 bytes, shared by Token and
 * Token-2022).
 *
 * @example
 * decodeTokenAccount(ledger.account(ata)!.data)?.amount; // 1000000000n
 */
export function decodeTokenAccount(data: Uint8Array): TokenAccountData | undefined {
  if (data.length < TOKEN_ACCOUNT_SIZE) return undefined;
  // A Token-2022 account with extensions says what it is in the byte after the base layout (2: account).
  if (data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] !== 2) return undefined;
  const state = data[108];
  if (state !== 1 && state !== 2) return undefined;
  return {
    mint: base58.encode(data.subarray(0, 32)),
    owner: base58.encode(data.subarray(32, 64)),
    amount: new DataView(data.buffer, data.byteOffset + 64, 8).getBigUint64(0, true),
    state: state === 1 ? 'initialized' : 'frozen',
  };
}

/** A mint's decimals and supply, read from its data (undefined for data that is not a mint). */
export function decodeMint(data: Uint8Array): { decimals: number; supply: bigint } | undefined {
  if (data.length < MINT_SIZE || data[45] !== 1) return undefined;
  return { decimals: data[44]!, supply: new DataView(data.buffer, data.byteOffset + 36, 8).getBigUint64(0, true) };
}

/**
 * A token amount as the RPC reports it (`getTokenAccountBalance`, jsonParsed accounts).
 *
 * @example
 * uiTokenAmount(1_500_000n, 6); // { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' }
 */
export function uiTokenAmount(amount: bigint, decimals: number): { amount: string; decimals: number; uiAmount: number; uiAmountString: string } {
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text };
}
