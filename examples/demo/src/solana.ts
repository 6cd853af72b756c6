// The Solana side of the demo: reads through the kit's RPC (the cloud double's proxy, as a dapp
// with a project id does), and transactions built with @solana/web3.js 1.x and with @solana/kit,
// which load with import() only when the visitor asks for them.
import type { Kit } from '@latchkey/kernel';
import { formatUnits } from '@latchkey/solana';

/** 0.001 SOL: what the two transaction demos move. */
export const DEMO_TRANSFER_LAMPORTS = 1_000_000n;

/** The account's lamports, read through the kit (its RPC proxy) from the local validator. */
export async function readLamports(kit: Kit, address: string): Promise<bigint> {
  const reply = await kit.request<{ value: number }>({ namespace: 'solana', method: 'getBalance', params: [address, { commitment: 'confirmed' }] });
  return BigInt(reply.value);
}

/** Lamports as SOL, every decimal kept ('99.98999'), so what the page shows is what the chain holds. */
export const formatSol = (lamports: bigint): string => formatUnits(lamports);

async function latestBlockhash(kit: Kit): Promise<{ blockhash: string; lastValidBlockHeight: number }> {
  const reply = await kit.request<{ value: { blockhash: string; lastValidBlockHeight: number } }>({ namespace: 'solana', method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] });
  return reply.value;
}

/**
 * Builds a legacy `@solana/web3.js` 1.x transaction (one System transfer), has the wallet sign it
 * through `kit.plugin('solana').signTransaction` (the visitor confirms it in the wallet), and returns the
 * signed transaction as web3.js gives it back: its signature and its wire form (base64).
 */
export async function signWeb3Transfer(kit: Kit, from: string, to: string): Promise<{ signature: string; wire: string }> {
  const [{ PublicKey, SystemProgram, Transaction }, { getBase58Decoder }, { blockhash }] = await Promise.all([import('@solana/web3.js'), import('@solana/kit'), latestBlockhash(kit)]);
  const payer = new PublicKey(from);
  const transaction = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: payer, toPubkey: new PublicKey(to), lamports: DEMO_TRANSFER_LAMPORTS }),
  );
  const signed = await kit.plugin('solana').signTransaction(transaction);
  // The fee payer's signature comes first: it is the transaction's id.
  const signature = signed.signature ? getBase58Decoder().decode(signed.signature) : '';
  return { signature, wire: signed.serialize().toString('base64') };
}

/**
 * Builds a v0 `@solana/kit` transaction (one System transfer from @solana-program/system), has the
 * wallet sign and send it through `kit.plugin('solana').signAndSendTransaction`, and waits until
 * the validator confirms it. Resolves with the signature (base58).
 */
export async function sendKitTransfer(kit: Kit, from: string, to: string): Promise<string> {
  const [solanaKit, { getTransferSolInstruction }, latest] = await Promise.all([import('@solana/kit'), import('@solana-program/system'), latestBlockhash(kit)]);
  const { address, appendTransactionMessageInstruction, blockhash, compileTransaction, createNoopSigner, createTransactionMessage, lamports, pipe, setTransactionMessageFeePayer, setTransactionMessageLifetimeUsingBlockhash } = solanaKit;
  const source = address(from);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(source, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash(latest.blockhash), lastValidBlockHeight: BigInt(latest.lastValidBlockHeight) }, m),
    (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(source), destination: address(to), amount: lamports(DEMO_TRANSFER_LAMPORTS) }), m),
  );
  const api = kit.plugin('solana');
  const signature = await api.signAndSendTransaction(compileTransaction(message));
  await api.waitForConfirmation(signature);
  return signature;
}
