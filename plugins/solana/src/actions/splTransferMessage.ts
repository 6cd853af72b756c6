// The only module that builds SPL token transfers. Loaded with import() when a token is sent (see
// splTransfer.ts), like transferMessage.ts: it imports @solana/kit and nothing from the rest of the
// plugin, so an app that never sends a token never loads it. The two instructions are written out
// from the SPL programs' documented layouts with @solana/kit's primitives (the plugin does not
// depend on @solana-program/token):
// - Associated Token Account `CreateIdempotent` (instruction 1): payer, account, owner, mint,
//   System program, token program;
// - Token `TransferChecked` (instruction 12, amount u64 LE, decimals u8): source, mint,
//   destination, owner (signer). Token and Token-2022 share it.
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getAddressEncoder,
  getProgramDerivedAddress,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
} from '@solana/kit';

/** The SPL Token program. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
/** The SPL Token-2022 program. */
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
/** The Associated Token Account program. */
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const TRANSFER_CHECKED = 12;
const CREATE_IDEMPOTENT = 1;

/**
 * The associated token account of `owner` for `mint` under `tokenProgram` (a program-derived
 * address of the Associated Token Account program).
 *
 * @example
 * await associatedTokenAddress('CCA1…P94b', 'A2vE…d1yi', TOKEN_PROGRAM); // '8x2…'
 */
export async function associatedTokenAddress(owner: string, mint: string, tokenProgram: string): Promise<string> {
  const encoder = getAddressEncoder();
  const [pda] = await getProgramDerivedAddress({
    programAddress: address(ASSOCIATED_TOKEN_PROGRAM),
    seeds: [encoder.encode(address(owner)), encoder.encode(address(tokenProgram)), encoder.encode(address(mint))],
  });
  return pda;
}

/** What an SPL transfer is built from. */
export interface SplTransferParameters {
  /** The owner of the tokens, who signs and pays the fee. */
  owner: string;
  /** The token account the tokens leave (the owner's). */
  source: string;
  /** The receiver's wallet address. */
  recipient: string;
  /** The receiver's associated token account (created in the same transaction when `createDestination`). */
  destination: string;
  createDestination: boolean;
  mint: string;
  tokenProgram: string;
  /** Base units. */
  amount: bigint;
  decimals: number;
  blockhash: string;
  lastValidBlockHeight: bigint;
}

/** A compiled transaction: its signature slots (all empty here) and message bytes. */
export interface CompiledSplTransfer {
  signatures: ReadonlyArray<Uint8Array | null>;
  messageBytes: Uint8Array;
}

function createIdempotent(p: SplTransferParameters): Instruction {
  return {
    programAddress: address(ASSOCIATED_TOKEN_PROGRAM),
    accounts: [
      { address: address(p.owner), role: AccountRole.WRITABLE_SIGNER },
      { address: address(p.destination), role: AccountRole.WRITABLE },
      { address: address(p.recipient), role: AccountRole.READONLY },
      { address: address(p.mint), role: AccountRole.READONLY },
      { address: address(SYSTEM_PROGRAM), role: AccountRole.READONLY },
      { address: address(p.tokenProgram), role: AccountRole.READONLY },
    ],
    data: Uint8Array.of(CREATE_IDEMPOTENT),
  };
}

function transferChecked(p: SplTransferParameters): Instruction {
  const data = new Uint8Array(10);
  data[0] = TRANSFER_CHECKED;
  new DataView(data.buffer).setBigUint64(1, p.amount, true);
  data[9] = p.decimals;
  return {
    programAddress: address(p.tokenProgram),
    accounts: [
      { address: address(p.source), role: AccountRole.WRITABLE },
      { address: address(p.mint), role: AccountRole.READONLY },
      { address: address(p.destination), role: AccountRole.WRITABLE },
      { address: address(p.owner), role: AccountRole.READONLY_SIGNER },
    ],
    data,
  };
}

/**
 * An unsigned legacy transaction: the receiver's associated token account created when missing,
 * then `TransferChecked` (the program checks the mint and its decimals). Legacy, not v0: every
 * Wallet Standard wallet signs it.
 *
 * @example
 * const { signatures, messageBytes } = compileSplTransfer({ owner, source, recipient, destination, createDestination: true, mint, tokenProgram, amount: 2_500_000n, decimals: 6, blockhash, lastValidBlockHeight })
 */
export function compileSplTransfer(params: SplTransferParameters): CompiledSplTransfer {
  const payer: Address = address(params.owner);
  const instructions = params.createDestination ? [createIdempotent(params), transferChecked(params)] : [transferChecked(params)];
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash(params.blockhash), lastValidBlockHeight: params.lastValidBlockHeight }, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const transaction = compileTransaction(message);
  return { signatures: Object.values(transaction.signatures), messageBytes: Uint8Array.from(transaction.messageBytes) };
}
