/** One funded Solana test account. Its keys are public: never use them anywhere else. */
export interface SolanaTestAccount {
  /** Base58 public key. */
  address: string;
  /** The 32-byte ed25519 private key (seed) as hex: `Keypair.fromSeed(hexToBytes(seed))`, `createKeyPairSignerFromPrivateKeyBytes`. */
  seed: string;
  /** Base58 of the 64-byte secret key (seed then public key), the form Phantom and Solflare import. */
  secretKeyBase58: string;
}

/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n;

/** What each test account holds on a fresh endpoint: 100 SOL. */
export const SOLANA_TEST_ACCOUNT_LAMPORTS = 100n * LAMPORTS_PER_SOL;

/**
 * Five funded accounts. Seed #i is sha256("latchkey solana test account i"); written out rather
 * than derived at start-up so the list is greppable and start-up does no hashing (a test checks
 * that they match the derivation).
 *
 * @example
 * ```ts
 * const [alice, bob] = SOLANA_TEST_ACCOUNTS;
 * const signer = await createKeyPairSignerFromPrivateKeyBytes(hexToBytes(alice.seed));
 * ```
 */
export const SOLANA_TEST_ACCOUNTS: readonly SolanaTestAccount[] = Object.freeze(
  [
    {
      address: 'CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b',
      seed: 'bf86934924e5b459f8e12c6740c87c7295e3d6ac3df8ef3c73cc40b006e745b6',
      secretKeyBase58: '4q6UC2xhgS8UbdPshc7zQXsuu2PBZL36WTrqKpWHA2bgxXkjP2275SkUsEAPCZH1X9RgqaGmU8ecVyvg52F6L5CB',
    },
    {
      address: 'BQuoXTkiqQfwYJYrpqxhUv8qMoT8DxrqyXrP2jVrFr97',
      seed: '796056e2d1ee5a22c39641a64fe4089e1750760f70b00d2be90e521b08283a50',
      secretKeyBase58: '3RkRazaHf2YYvBLdaLfGyc1hXaVWze1Yg39ABCR3wi6U2qiEdMZH2NDyxhfoVzpR51JXDmTufiZJ3R2hcVtkF35B',
    },
    {
      address: '91NGyM35cj6iPdY6ra4xyRJFNy23bnm1wfqTgTvRJVTb',
      seed: 'f6d094b44ccc5ba4a89bd39a05253f26c390e2a89a7e9f629baf10f2ddb1cc90',
      secretKeyBase58: '5wD49G7V128CtfkTrvBNxLZXTBqaTtiTqwRGQx2pWbt4bBnH3XCyjaKxevRLp8U6RS3JpimEkzuTYgXEzN5rvfi5',
    },
    {
      address: 'EVzaDHuw47SkHeRBg8govxpTjBTt32U7CZEGvWutRiC6',
      seed: '710c01bc09f78e64ad201e82819092853a39bf869cbc3b9022d3e8375179ba47',
      secretKeyBase58: '3G6DDk96S7wDowbUGhC3S2h1o8zbix8W4QkP5qAtYnvzLTpPjn6qiAAyQbMEdrrmnJ7JGTJX8i8cnP4nv8ScUNra',
    },
    {
      address: '4UuY6kd3v2xC6oKVPkhMVqhMQqi3QDQf9frRcrdas3Ez',
      seed: '0d3df4ee043049a26d912f684118cd82727f687f3c197e3cfa366d2c47f0ea6e',
      secretKeyBase58: 'GMcySwUapEt7zERLJcWg4x2htvK7YxFBNpr6pSF9s8MBRyrS8VccjfiG3szsTi345JX87JYmqt7r2Um2sgy8Dkn',
    },
  ].map((account) => Object.freeze(account)),
);

/**
 * Hex to bytes (the seeds above). Throws on odd length or a non-hex digit.
 *
 * @example
 * hexToBytes('0a0b'); // Uint8Array [10, 11]
 */
export function hexToBytes(hex: string): Uint8Array {
  const clean = hex.startsWith('0x') ? hex.slice(2) : hex;
  if (clean.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(clean)) throw new Error(`"${hex}" is not hex`);
  return Uint8Array.from({ length: clean.length / 2 }, (_, i) => parseInt(clean.slice(2 * i, 2 * i + 2), 16));
}
