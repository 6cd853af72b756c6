import { describe, expect, it } from 'vitest';
import { isKitError } from '../errors';
import { isAddress } from './address';
import { formatCaipAddress, isCaipAddress, parseCaipAddress } from './caipAddress';
import { loadVectors } from './testVectors';
import { isChainNamespace } from './types';

interface Entry { value: string; label: string }
const { caip10 } = loadVectors<{ caip10: Record<'valid' | 'invalid' | 'syntax_valid_namespace_flagged', Entry[]> }>(
  'caip/caip2_caip10_vectors.json',
);
const known = (value: string) => isChainNamespace(value.split(':')[0]);

function thrown(fn: () => unknown): { code: string; shortMessage: string; details: string } {
  try {
    fn();
  } catch (error) {
    expect(isKitError(error, 'VALIDATION_ERROR')).toBe(true);
    return error as { code: string; shortMessage: string; details: string };
  }
  throw new Error('expected a throw');
}

// Namespace-level verdicts on the CAIP-10 vector addresses. bip122 here means Bitcoin only (SPEC:
// bc/tb/bcrt segwit and 0x00/0x05/0x6f/0xc4 base58check), so the Dogecoin and Litecoin examples,
// which are valid CAIP-10 syntax, are not valid *Bitcoin* addresses. The Kusama example is
// lowercased in the spec and fails its SS58 checksum.
const ADDRESS_VERDICT: Record<string, boolean> = {
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

describe('parseCaipAddress: CAIP-10 vectors', () => {
  it('loads the expected number of cases', () => {
    expect([caip10.valid.length, caip10.invalid.length, caip10.syntax_valid_namespace_flagged.length]).toEqual([21, 9, 3]);
  });

  it.each(caip10.valid.filter((e) => known(e.value)))('valid, known namespace: $value', ({ value }) => {
    const [namespace, reference, address] = value.split(':');
    expect(parseCaipAddress(value)).toEqual({ namespace, reference, address, chainId: `${namespace}:${reference}` });
    expect(isCaipAddress(value)).toBe(true);
    expect(ADDRESS_VERDICT).toHaveProperty([address!]);
    expect(isAddress(namespace!, address)).toBe(ADDRESS_VERDICT[address!]);
  });

  it.each(caip10.valid.filter((e) => !known(e.value)))('valid syntax, unsupported namespace: $value', ({ value }) => {
    expect(thrown(() => parseCaipAddress(value)).details).toMatch(/^Unsupported chain namespace/);
    expect(isCaipAddress(value)).toBe(false);
  });

  it.each(caip10.invalid)('invalid: $label', ({ value }) => {
    const error = thrown(() => parseCaipAddress(value));
    expect(error.shortMessage).toBe('Invalid CAIP address');
    expect(error.details).not.toMatch(/^Unsupported/);
    expect(isCaipAddress(value)).toBe(false);
  });

  it('flagged: syntax-valid; the namespace rules decide the address', () => {
    const [taproot, lower, upper] = caip10.syntax_valid_namespace_flagged.map((e) => parseCaipAddress(e.value));
    // Fails both Bech32 and Bech32m checksums.
    expect(isAddress(taproot!.namespace, taproot!.address)).toBe(false);
    // Policy: all-lowercase and all-uppercase EVM addresses are accepted as unchecksummed.
    expect(isAddress(lower!.namespace, lower!.address)).toBe(true);
    expect(isAddress(upper!.namespace, upper!.address)).toBe(true);
  });
});

describe('CAIP-10 hand-written cases', () => {
  it.each(['', '::', 'eip155:1:', ':1:0xab', 'eip155::0xab', 'eip155:1:0x😀', 'eip155:1:0xab:', 'eip155:1:0xab '])(
    'rejects %j',
    (value) => expect(isCaipAddress(value)).toBe(false),
  );

  it('never throws from isCaipAddress on non-strings', () => {
    for (const value of [undefined, null, 1, {}, []]) expect(isCaipAddress(value)).toBe(false);
  });

  it('formats and validates', () => {
    expect(formatCaipAddress('eip155:1', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(
      'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    );
    expect(() => formatCaipAddress('eip155:1', 'a:b')).toThrow('Invalid CAIP address');
    expect(() => formatCaipAddress('eip155:1', '')).toThrow('Invalid CAIP address');
  });
});
