// A lazy chunk: reading a PSBT needs @scure/btc-signer, which the page does not load.
import type { RequestDescription } from '@latchkey/kernel';
import { base64 } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { formatSats } from '../amount';

/**
 * The approval view's facts about a PSBT (base64): inputs, outputs, what the outputs pay out, and
 * how many inputs the wallet is asked to sign. Undefined when it is not a PSBT.
 *
 * @example
 * describePsbt(psbtBase64, { 'bc1q…': [0] }, 'BTC'); // { kind: 'transaction', facts: [{ labelKey: 'bip122.request.inputs', value: '2' }, …] }
 */
export function describePsbt(psbt: string, signInputs: unknown, symbol: string): RequestDescription | undefined {
  let tx: Transaction;
  try {
    tx = Transaction.fromPSBT(base64.decode(psbt), { allowUnknownInputs: true, allowUnknownOutputs: true, disableScriptCheck: true });
  } catch {
    return undefined;
  }
  let out = 0n;
  for (let i = 0; i < tx.outputsLength; i++) out += tx.getOutput(i).amount ?? 0n;
  const facts: NonNullable<RequestDescription['facts']> = [
    { labelKey: 'bip122.request.inputs', value: String(tx.inputsLength) },
    { labelKey: 'bip122.request.outputs', value: String(tx.outputsLength) },
    { labelKey: 'bip122.request.paidOut', value: `${formatSats(out)} ${symbol}` },
  ];
  if (signInputs && typeof signInputs === 'object') {
    const indexes = new Set(Object.values(signInputs as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v : [])));
    facts.push({ labelKey: 'bip122.request.toSign', value: String(indexes.size) });
  }
  return { kind: 'transaction', facts };
}
