import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, bech32m, createBase58check } from '@scure/base';

/** Version bytes of legacy P2PKH/P2SH addresses: mainnet 0x00/0x05, testnet 0x6f/0xc4. */
const LEGACY_VERSIONS = [0x00, 0x05, 0x6f, 0xc4];

function segwitError(address: string): string | undefined {
  // decodeUnsafe checks the checksum, the 90-char limit and mixed case (BIP-173).
  const v0 = bech32.decodeUnsafe(address);
  const decoded = v0 || bech32m.decodeUnsafe(address);
  if (!decoded || !['bc', 'tb', 'bcrt'].includes(decoded.prefix)) return 'Invalid bech32 address';
  const [version = -1, ...words] = decoded.words;
  // BIP-350: witness v0 uses Bech32, v1 to v16 use Bech32m.
  if (version < 0 || version > 16) return 'Invalid witness version';
  if ((version === 0) !== !!v0) return 'Wrong checksum variant for the witness version';
  const program = bech32.fromWordsUnsafe(words);
  const length = program ? program.length : 0;
  if (length < 2 || length > 40 || (version === 0 && length !== 20 && length !== 32)) {
    return 'Invalid witness program';
  }
}

function legacyError(address: string): string | undefined {
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(address)) return 'Invalid base58check address';
  try {
    const payload = createBase58check(sha256).decode(address);
    if (payload.length !== 21 || !LEGACY_VERSIONS.includes(payload[0] ?? -1)) return 'Unknown address version';
  } catch {
    return 'Invalid base58check checksum';
  }
}

/**
 * Why `address` is not a Bitcoin (bip122) address, or `undefined` when it is. Accepts SegWit
 * addresses (BIP-173 Bech32 for v0, BIP-350 Bech32m for v1+, HRP bc/tb/bcrt) and legacy
 * base58check P2PKH/P2SH (mainnet and testnet).
 *
 * @example
 * getBip122AddressError('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'); // undefined
 * getBip122AddressError('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'); // undefined
 */
export function getBip122AddressError(address: unknown, caipNetworkId?: string): string | undefined {
  if (typeof address !== 'string') return 'Expected a string';
  const error = /^(bc|tb|bcrt)1/i.test(address) ? segwitError(address) : legacyError(address);
  if (error || caipNetworkId === undefined) return error;
  const kind = BIP122_NETWORKS[caipNetworkId];
  if (!kind) return undefined;
  return networkOf(address) === kind ? undefined : kind === 'mainnet' ? 'Expected a mainnet address' : 'Expected a testnet address';
}

/** SPEC §3 Bitcoin networks by CAIP-2 id (genesis-hash references). */
const BIP122_NETWORKS: Record<string, 'mainnet' | 'testnet'> = {
  'bip122:000000000019d6689c085ae165831e93': 'mainnet',
  'bip122:000000000933ea01ad0ee984209779ba': 'testnet',
};

/** Mainnet or a test network, from a valid address's HRP or version byte. */
function networkOf(address: string): 'mainnet' | 'testnet' {
  if (/^bc1/i.test(address)) return 'mainnet';
  if (/^(tb|bcrt)1/i.test(address)) return 'testnet';
  const version = createBase58check(sha256).decode(address)[0];
  return version === 0x00 || version === 0x05 ? 'mainnet' : 'testnet';
}
