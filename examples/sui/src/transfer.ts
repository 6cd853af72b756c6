// Loaded with import() when SUI is sent: the Sui SDK's transaction builder never rides on the page load.
import { Transaction } from '@mysten/sui/transactions';

/**
 * A SUI transfer as the JSON of a Sui transaction (`Transaction.toJSON()`): split `amount` MIST off
 * the gas coin and send it to `to`, with `gasBudget` the most the wallet may spend on gas. The
 * wallet picks the gas coin and the gas price, signs, and executes it.
 *
 * @example
 * await suiTransferJson({ from, to, amount: 1_000_000_000n, gasBudget: 4_000_000n })
 */
export async function suiTransferJson(input: { from: string; to: string; amount: bigint; gasBudget: bigint }): Promise<string> {
  const tx = new Transaction();
  tx.setSender(input.from);
  tx.setGasBudget(input.gasBudget);
  const [coin] = tx.splitCoins(tx.gas, [tx.pure.u64(input.amount)]);
  tx.transferObjects([coin!], tx.pure.address(input.to));
  return tx.toJSON();
}
