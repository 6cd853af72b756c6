// PSBT signing of the mock wallet: the inputs it is asked to sign (or every input it can sign),
// with the payment key (P2WPKH, ECDSA) or the ordinals key (P2TR key path, Schnorr).
import { Transaction } from '@scure/btc-signer';
import { hex } from '@scure/base';
import type { BitcoinKeyPair } from './types';

/** A PSBT the wallet refuses, with the sats-connect error code it answers with. */
export class PsbtError extends Error {
  readonly code = -32602;
}

const keyForScript = (keys: readonly BitcoinKeyPair[], script: Uint8Array | undefined): BitcoinKeyPair | undefined => {
  if (!script) return undefined;
  const s = hex.encode(script);
  return keys.find((k) => hex.encode(k.script) === s);
};

function signInput(tx: Transaction, index: number, key: BitcoinKeyPair): void {
  if (key.addressType === 'p2tr' && !tx.getInput(index).tapInternalKey) tx.updateInput(index, { tapInternalKey: key.publicKey });
  tx.signIdx(key.privateKey, index);
}

/**
 * Signs a PSBT. `signInputs` maps an address of the wallet to the input indexes to sign with its
 * key (sats-connect's `signPsbt` params); without it every input paying to one of the wallet's
 * scripts is signed. Returns the transaction (not finalized) and how many inputs were signed.
 *
 * @example
 * const { tx } = signPsbt(psbtBytes, [keys.payment, keys.ordinal], { [keys.payment.address]: [0] });
 */
export function signPsbt(psbt: Uint8Array, keys: readonly BitcoinKeyPair[], signInputs?: Record<string, number[]>): { tx: Transaction; signed: number } {
  let tx: Transaction;
  try {
    tx = Transaction.fromPSBT(psbt);
  } catch (e) {
    throw new PsbtError(`Invalid PSBT: ${(e as Error).message}`);
  }
  let signed = 0;
  if (signInputs) {
    for (const [address, indexes] of Object.entries(signInputs)) {
      const key = keys.find((k) => k.address === address);
      if (!key) throw new PsbtError(`${address} is not an address of this wallet`);
      for (const index of indexes) {
        if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength) throw new PsbtError(`No input ${index}`);
        if (keyForScript(keys, tx.getInput(index).witnessUtxo?.script) !== key) throw new PsbtError(`Input ${index} does not pay to ${address}`);
        signInput(tx, index, key);
        signed++;
      }
    }
  } else {
    for (let index = 0; index < tx.inputsLength; index++) {
      const key = keyForScript(keys, tx.getInput(index).witnessUtxo?.script);
      if (!key) continue;
      signInput(tx, index, key);
      signed++;
    }
  }
  if (!signed) throw new PsbtError('No input of this wallet to sign');
  return { tx, signed };
}
