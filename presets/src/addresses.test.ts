import { loadVectors } from '@latchkey/test-harness/vectors';
import { describe, expect, it } from 'vitest';
import { multichain } from './index';

interface Entry { value: string; label: string }
const { caip10 } = loadVectors<{ caip10: Record<'valid' | 'invalid' | 'syntax_valid_namespace_flagged', Entry[]> }>('caip/caip2_caip10_vectors.json');

// What each chain plugin's own rule says of the CAIP-10 vector addresses. bip122 means Bitcoin only
// (bc/tb/bcrt segwit, 0x00/0x05/0x6f/0xc4 base58check), so the Dogecoin and Litecoin examples, valid
// CAIP-10 syntax, are not Bitcoin addresses. The Kusama example is lowercased in the spec and fails
// its SS58 checksum.
const VERDICT: Record<string, boolean> = {
  '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb': true,
  '128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6': true,
  cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0: true,
  '5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy': false,
  '0x839395e20bbB182fa440d08F850E6c7A8f6F0780': true,
  '0x22227A31dd842196A246d8f3b775998560eAa61d': true,
  '0x0495766cD136138Fc492Dd499B8DC87A92D6685b': true,
  '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv': true,
  DYw8jCTfwHNRJhhmFcbXvVDTqWMEVFBX6ZKUmG5CNSKK: true,
  '6LmSRCiu3z6NCSpF19oz1pHXkYkN4jWbj9K1nVELpDkT': true,
  '35PBEaofpUeH8VnnNSorM1QZsadrZoQp4N': true,
  bc1qwz2lhc40s8ty3l5jg3plpve3y3l82x9l42q7fk: true,
  tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7: true,
  DBcZSePDaMMduBMLymWHXhkE5ArFEvkagU: false,
  nXprPppuYCyxrrW6eVh4koUz8kTFrAvGo8: false,
  ltc1q8c6fshw2dlwun7ekn9qwf37cu2rn755u9ym7p0: false,
  tltc1qlustmw64lgd744h45n0t07wxnxw8pmv2sv07r9: false,
};

/** The namespace adapters of every chain plugin, by namespace: what the kit asks for an address's validity. */
const adapters = new Map(multichain({ walletConnect: false }).flatMap((p) => p.namespaces ?? []).map((a) => [a.namespace, a]));

describe("CAIP-10 vector addresses, judged by their chain plugin's address rule", () => {
  const served = caip10.valid.filter((e) => adapters.has(e.value.split(':')[0]!));

  it('covers the five families the presets ship', () => {
    expect(new Set(served.map((e) => e.value.split(':')[0]))).toEqual(new Set(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']));
  });

  it.each(served)('$value', ({ value }) => {
    const [namespace, , address] = value.split(':');
    expect(VERDICT).toHaveProperty([address!]);
    expect(adapters.get(namespace!)!.addressError(address) === undefined).toBe(VERDICT[address!]);
  });

  it('flagged vectors: a taproot address failing both checksums is refused; all-lower and all-upper EVM addresses are accepted unchecksummed', () => {
    const [taproot, lower, upper] = caip10.syntax_valid_namespace_flagged.map((e) => e.value.split(':'));
    expect(adapters.get(taproot![0]!)!.addressError(taproot![2])).toBeDefined();
    expect(adapters.get(lower![0]!)!.addressError(lower![2])).toBeUndefined();
    expect(adapters.get(upper![0]!)!.addressError(upper![2])).toBeUndefined();
  });
});
