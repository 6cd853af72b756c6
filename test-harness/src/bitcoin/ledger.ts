// The stand-in for a Bitcoin node (there is no bitcoind here): the wallet's own UTXO set and a
// list of what it "broadcast". Transfers are real transactions, built, signed and serialized
// with @scure/btc-signer; nothing checks them against a chain (verify-tx.ts checks them apart).
import { Address, selectUTXO, type Transaction } from '@scure/btc-signer';
import { sha256 } from '@scure/btc-signer/utils.js';
import { hex } from '@scure/base';
import { btcNetworkOf } from './keys';
import type { BitcoinKeyPair, BitcoinNetworkName, MockBroadcast, MockUtxo } from './types';

/** The starting UTXOs' amounts when the config gives none (sats). */
export const DEFAULT_UTXOS = [100_000, 250_000, 1_000_000] as const;

/** A transfer the ledger refused, with the sats-connect error code the wallet answers with. */
export class LedgerError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

export interface MockLedger {
  utxos(): MockUtxo[];
  /** Confirmed balance of the payment address (sats). */
  balance(): bigint;
  broadcasts(): MockBroadcast[];
  /** Builds, signs and "broadcasts" a payment to `recipients`; change goes back to the payment address. */
  transfer(recipients: Array<{ address: string; amount: bigint }>): MockBroadcast;
  /** Records a transaction finalized elsewhere (a PSBT broadcast), spending the wallet's outputs it uses. */
  record(tx: Transaction): MockBroadcast;
  /** For persistence across a reload. */
  snapshot(): { utxos: Array<Omit<MockUtxo, 'amount'> & { amount: string }>; broadcasts: Array<Omit<MockBroadcast, 'fee' | 'prevouts'> & { fee: string; prevouts: Array<{ txid: string; vout: number; amount: string; script: string }> }> };
}

/**
 * The deterministic funding outpoints of a payment address: txid = sha256("latchkey-bitcoin-mock:" +
 * address + ":" + i). They exist nowhere but here.
 *
 * @example
 * fundingUtxos(keys.payment, [100_000]);
 */
export function fundingUtxos(key: Pick<BitcoinKeyPair, 'address' | 'script'>, amounts: readonly number[]): MockUtxo[] {
  return amounts.map((amount, i) => ({
    txid: hex.encode(sha256(new TextEncoder().encode(`latchkey-bitcoin-mock:${key.address}:${i}`))),
    vout: 0,
    amount: BigInt(amount),
    script: hex.encode(key.script),
  }));
}

/**
 * A ledger for one payment key on one network.
 *
 * @example
 * const ledger = createLedger(keys.payment, 'Mainnet', fundingUtxos(keys.payment, [100_000]), 2);
 * const sent = ledger.transfer([{ address: 'bc1q…', amount: 10_000n }]);
 */
export function createLedger(key: BitcoinKeyPair, network: BitcoinNetworkName, initial: MockUtxo[], feeRate: number, restored: MockBroadcast[] = []): MockLedger {
  const btc = btcNetworkOf(network);
  let utxos = initial.map((u) => ({ ...u }));
  const sent: MockBroadcast[] = restored.map((b) => ({ ...b, prevouts: b.prevouts.map((p) => ({ ...p })) }));
  const ownScript = hex.encode(key.script);

  const apply = (tx: Transaction, prevouts: MockBroadcast['prevouts'], fee: bigint): MockBroadcast => {
    const spent = new Set(prevouts.map((p) => `${p.txid}:${p.vout}`));
    utxos = utxos.filter((u) => !spent.has(`${u.txid}:${u.vout}`));
    for (let i = 0; i < tx.outputsLength; i++) {
      const out = tx.getOutput(i);
      if (out.script && hex.encode(out.script) === ownScript && out.amount !== undefined) utxos.push({ txid: tx.id, vout: i, amount: out.amount, script: ownScript });
    }
    const broadcast: MockBroadcast = { txid: tx.id, hex: hex.encode(tx.extract()), prevouts, fee };
    sent.push(broadcast);
    return broadcast;
  };

  return {
    utxos: () => utxos.map((u) => ({ ...u })),
    balance: () => utxos.reduce((n, u) => n + u.amount, 0n),
    broadcasts: () => sent.map((b) => ({ ...b, prevouts: b.prevouts.map((p) => ({ ...p })) })),
    transfer(recipients) {
      if (!recipients.length) throw new LedgerError('No recipients', -32602);
      for (const r of recipients) {
        try {
          Address(btc).decode(r.address);
        } catch {
          throw new LedgerError(`Invalid recipient address for ${network}: ${r.address}`, -32602);
        }
        if (r.amount <= 0n) throw new LedgerError('Amounts must be positive', -32602);
      }
      const inputs = utxos.map((u) => ({ txid: hex.decode(u.txid), index: u.vout, witnessUtxo: { script: hex.decode(u.script), amount: u.amount } }));
      const selected = selectUTXO(inputs, recipients, 'default', { changeAddress: key.address, feePerByte: BigInt(feeRate), network: btc, createTx: true });
      if (!selected?.tx) throw new LedgerError('Insufficient funds', -32603);
      const tx = selected.tx;
      tx.sign(key.privateKey);
      tx.finalize();
      const prevouts = selected.inputs.map((i) => {
        const txid = hex.encode(i.txid as Uint8Array);
        const u = utxos.find((x) => x.txid === txid && x.vout === i.index)!;
        return { txid, vout: u.vout, amount: u.amount, script: u.script };
      });
      return apply(tx, prevouts, selected.fee ?? 0n);
    },
    record(tx) {
      const prevouts: MockBroadcast['prevouts'] = [];
      let totalIn = 0n;
      for (let i = 0; i < tx.inputsLength; i++) {
        const input = tx.getInput(i);
        const txid = hex.encode(input.txid!);
        const u = input.witnessUtxo;
        prevouts.push({ txid, vout: input.index!, amount: u?.amount ?? 0n, script: u ? hex.encode(u.script) : '' });
        totalIn += u?.amount ?? 0n;
      }
      let totalOut = 0n;
      for (let i = 0; i < tx.outputsLength; i++) totalOut += tx.getOutput(i).amount ?? 0n;
      return apply(tx, prevouts, totalIn - totalOut);
    },
    snapshot: () => ({
      utxos: utxos.map((u) => ({ ...u, amount: u.amount.toString() })),
      broadcasts: sent.map((b) => ({ ...b, fee: b.fee.toString(), prevouts: b.prevouts.map((p) => ({ ...p, amount: p.amount.toString() })) })),
    }),
  };
}
