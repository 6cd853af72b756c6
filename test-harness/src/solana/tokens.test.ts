// The SPL test mint on the local endpoint: derivations match @solana/kit's, the token RPC methods
// answer as a validator does, and the real SPL Token program moves tokens between the accounts.
import { createHash } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519';
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getAddressEncoder,
  getBase64EncodedWireTransaction,
  getProgramDerivedAddress,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_TEST_ACCOUNTS, hexToBytes } from './accounts';
import { startSolana } from './server';
import type { SolanaEndpoint } from './server';
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, SOLANA_TEST_MINTS, TOKEN_PROGRAM_ADDRESS, associatedTokenAddress, decodeTokenAccount, uiTokenAmount } from './tokens';
import { base58, base64 } from './wire';

const [alice, bob] = SOLANA_TEST_ACCOUNTS;
const usdc = SOLANA_TEST_MINTS[0]!;

describe('SOLANA_TEST_MINTS', () => {
  it('the USDC mint is the key derived from its published seed', () => {
    const seed = createHash('sha256').update('latchkey solana test mint usdc').digest();
    expect(usdc.address).toBe(base58.encode(ed25519.getPublicKey(seed)));
    expect(usdc).toMatchObject({ symbol: 'USDC', decimals: 6, amountEach: 1_000_000_000n });
  });

  it('associated token addresses are the ones @solana/kit derives', async () => {
    const encoder = getAddressEncoder();
    for (const owner of [alice!.address, bob!.address]) {
      const [expected] = await getProgramDerivedAddress({
        programAddress: address(ASSOCIATED_TOKEN_PROGRAM_ADDRESS),
        seeds: [encoder.encode(address(owner)), encoder.encode(address(TOKEN_PROGRAM_ADDRESS)), encoder.encode(address(usdc.address))],
      });
      expect(associatedTokenAddress(owner, usdc.address)).toBe(expected);
    }
  });

  it('token amounts read as the RPC reports them', () => {
    expect(uiTokenAmount(1_500_000n, 6)).toEqual({ amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' });
    expect(uiTokenAmount(7n, 0)).toEqual({ amount: '7', decimals: 0, uiAmount: 7, uiAmountString: '7' });
    expect(decodeTokenAccount(new Uint8Array(82))).toBeUndefined();
  });
});

describe('SPL tokens on the local endpoint', () => {
  let solana: SolanaEndpoint;
  let rpc: Rpc<SolanaRpcApi>;

  beforeAll(async () => {
    solana = await startSolana({ slotMs: 0 });
    rpc = createSolanaRpc(solana.url);
  });
  afterAll(() => solana?.stop());

  it('every test account starts with 1000 USDC in its associated token account', async () => {
    const { value } = await rpc.getTokenAccountsByOwner(address(alice!.address), { mint: address(usdc.address) }, { encoding: 'jsonParsed' }).send();
    expect(value).toHaveLength(1);
    expect(value[0]!.pubkey).toBe(associatedTokenAddress(alice!.address, usdc.address));
    expect(value[0]!.account.data).toMatchObject({ program: 'spl-token', parsed: { type: 'account', info: { mint: usdc.address, owner: alice!.address, state: 'initialized', tokenAmount: { amount: '1000000000', decimals: 6, uiAmountString: '1000' } } } });
    const byProgram = await rpc.getTokenAccountsByOwner(address(bob!.address), { programId: address(TOKEN_PROGRAM_ADDRESS) }, { encoding: 'base64' }).send();
    expect(byProgram.value.map((a) => a.pubkey)).toEqual([associatedTokenAddress(bob!.address, usdc.address)]);
    expect(decodeTokenAccount(base64.decode(byProgram.value[0]!.account.data[0]))).toMatchObject({ owner: bob!.address, amount: 1_000_000_000n });
    const balance = await rpc.getTokenAccountBalance(address(associatedTokenAddress(bob!.address, usdc.address))).send();
    expect(balance.value).toMatchObject({ amount: '1000000000', decimals: 6, uiAmountString: '1000' });
  });

  it('refuses a malformed filter and a balance of an account that holds no tokens', async () => {
    await expect(rpc.getTokenAccountsByOwner(address(alice!.address), {} as never).send()).rejects.toThrow(/mint or programId/);
    await expect(rpc.getTokenAccountBalance(address(alice!.address)).send()).rejects.toThrow(/not a Token account/);
  });

  it('the SPL Token program moves USDC: TransferChecked from Alice to Bob', async () => {
    const signer = await createKeyPairSignerFromPrivateKeyBytes(hexToBytes(alice!.seed));
    const data = new Uint8Array(10);
    data[0] = 12; // TransferChecked
    new DataView(data.buffer).setBigUint64(1, 2_500_000n, true);
    data[9] = 6;
    const instruction = {
      programAddress: address(TOKEN_PROGRAM_ADDRESS),
      accounts: [
        { address: address(associatedTokenAddress(alice!.address, usdc.address)), role: AccountRole.WRITABLE } as const,
        { address: address(usdc.address), role: AccountRole.READONLY } as const,
        { address: address(associatedTokenAddress(bob!.address, usdc.address)), role: AccountRole.WRITABLE } as const,
        { address: signer.address, role: AccountRole.READONLY_SIGNER, signer } as const,
      ],
      data,
    };
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(signer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => appendTransactionMessageInstruction(instruction, m),
    );
    const signed = await signTransactionMessageWithSigners(message);
    await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send();
    const after = await rpc.getTokenAccountBalance(address(associatedTokenAddress(bob!.address, usdc.address))).send();
    expect(after.value.uiAmountString).toBe('1002.5');
    const before = await rpc.getTokenAccountBalance(address(associatedTokenAddress(alice!.address, usdc.address))).send();
    expect(before.value.uiAmountString).toBe('997.5');
  });
});
