import { describe, expect, it } from 'vitest';
import { describeSolanaRequest } from '../namespace/describe';
import { ALICE, BLOCKHASH, BOB, CAROL, web3Legacy } from '../test/transactions';
import { toBase64 } from '../wire/encoding';
import { decodeSoleTokenTransfer, encodeTransaction, parseTransaction } from '../wire/transaction';
import { ASSOCIATED_TOKEN_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM, associatedTokenAddress, compileSplTransfer, type SplTransferParameters } from './splTransferMessage';

const MINT = 'A2vET52BRJ6Hk6f68x6v9Qfd17iarJG26DEGAHW3d1yi';

async function params(extra: Partial<SplTransferParameters> = {}): Promise<SplTransferParameters> {
  const tokenProgram = extra.tokenProgram ?? TOKEN_PROGRAM;
  return {
    owner: ALICE,
    source: await associatedTokenAddress(ALICE, MINT, tokenProgram),
    recipient: BOB,
    destination: await associatedTokenAddress(BOB, MINT, tokenProgram),
    createDestination: true,
    mint: MINT,
    tokenProgram,
    amount: 2_500_000n,
    decimals: 6,
    blockhash: BLOCKHASH,
    lastValidBlockHeight: 100n,
    ...extra,
  };
}

const wire = (p: SplTransferParameters) => {
  const { signatures, messageBytes } = compileSplTransfer(p);
  return encodeTransaction(signatures, messageBytes);
};

describe('SPL token transfers', () => {
  it('are a legacy transaction: the receiver’s account created (idempotent), then TransferChecked, paid and signed by the owner', async () => {
    const p = await params();
    const tx = parseTransaction(wire(p));
    expect(tx.version).toBe('legacy');
    expect(tx.numRequiredSignatures).toBe(1);
    expect(tx.staticAccounts[0]).toBe(ALICE);
    expect(tx.instructions.map((ix) => tx.staticAccounts[ix.programIdIndex])).toEqual([ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM]);
    expect(Array.from(tx.instructions[0]!.data)).toEqual([1]);
    expect(Array.from(tx.instructions[1]!.data)).toEqual([12, 0xa0, 0x25, 0x26, 0, 0, 0, 0, 0, 6]);
    expect(decodeSoleTokenTransfer(tx)).toEqual({ owner: ALICE, mint: MINT, destination: p.destination, recipient: BOB, amount: 2_500_000n, decimals: 6 });
  });

  it('without the account creation, name the receiving token account; Token-2022 reads the same', async () => {
    const p = await params({ createDestination: false, tokenProgram: TOKEN_2022_PROGRAM });
    expect(p.destination).not.toBe((await params()).destination);
    const tx = parseTransaction(wire(p));
    expect(decodeSoleTokenTransfer(tx)).toEqual({ owner: ALICE, mint: MINT, destination: p.destination, amount: 2_500_000n, decimals: 6 });
    expect(describeSolanaRequest({ method: 'solana_signTransaction', params: { transaction: toBase64(wire(p)) }, network: undefined })).toEqual({
      kind: 'transaction',
      amount: '2.5',
      facts: [
        { labelKey: 'solana.request.tokenAccount', value: p.destination, code: true },
        { labelKey: 'solana.request.token', value: MINT, code: true },
        { labelKey: 'solana.request.from', value: ALICE, code: true },
      ],
    });
  });

  it('anything else is not described as a token transfer: a SOL transfer, an account created for someone else', async () => {
    const legacy = web3Legacy();
    expect(decodeSoleTokenTransfer(parseTransaction(legacy.serialize({ requireAllSignatures: false, verifySignatures: false })))).toBeUndefined();
    // The created account is not the one the tokens go to.
    const mixed = await params({ destination: await associatedTokenAddress(CAROL, MINT, TOKEN_PROGRAM) });
    const tx = parseTransaction(wire({ ...mixed }));
    const [create, transfer] = tx.instructions;
    const other = await associatedTokenAddress(BOB, MINT, TOKEN_PROGRAM);
    expect(other).not.toBe(mixed.destination);
    // Point the transfer at another account index than the one created: the pairing is refused.
    const tampered = { ...tx, instructions: [create!, { ...transfer!, accountIndices: [transfer!.accountIndices[0]!, transfer!.accountIndices[1]!, transfer!.accountIndices[0]!, transfer!.accountIndices[3]!] }] };
    expect(decodeSoleTokenTransfer(tampered)).toBeUndefined();
    expect(decodeSoleTokenTransfer({ ...tx, instructions: [transfer!, create!] })).toBeUndefined();
  });
});
