import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entryLoadPath } from '@latchkey/test-harness/e2e/loadPath';

const entry = fileURLToPath(new URL('./index.ts', import.meta.url));

/** The entry's load path: inputs the page loads, inputs behind import(), and the page's gzip. */
async function bundle(external: string[]) {
  const { eager, lazy, gzip } = await entryLoadPath({ entry, external, outdir: '/tmp/latchkey-cosmos-size' });
  return { eager, lazy, all: [...eager, ...lazy], gzip };
}

// The page pays for the plugin object: the connectors are listed at once, but the wallet code,
// the secp256k1 verifier (and its hashes) and the request describer load with import() when used.
describe('cosmos on the page', () => {
  it('keeps signing and verification libraries out of the entry’s static closure (they are in lazy chunks)', async () => {
    const { eager, lazy, all } = await bundle(['@latchkey/*']);
    const signing = /node_modules\/(@noble\/curves|@noble\/hashes\/(legacy|sha3|hmac)|@cosmjs|@keplr-wallet)|src\/adr36\/verify\.ts|src\/wallet\/(adapter|requests|key)\.ts|src\/namespace\/describe\.ts/;
    expect(eager.filter((i) => signing.test(i))).toEqual([]);
    // What the entry takes from node_modules is what the kernel already loads (bech32, base64, sha256).
    expect([...new Set(eager.filter((i) => i.includes('node_modules/')).map((i) => i.replace(/^.*node_modules\//, '')))].sort()).toEqual([
      '@noble/hashes/_md.js',
      '@noble/hashes/_u64.js',
      '@noble/hashes/sha2.js',
      '@noble/hashes/utils.js',
      '@scure/base/index.js',
    ]);
    // No @keplr-wallet/types and no cosmjs anywhere: types only, and the tests' cross-check.
    expect(all.filter((i) => /@keplr-wallet|@cosmjs/.test(i))).toEqual([]);
    // The verifier, the wallet code and the describer are in the bundle, behind import() (so the checks above are not vacuous).
    expect(lazy.some((i) => i.includes('node_modules/@noble/curves/'))).toBe(true);
    for (const file of ['src/adr36/verify.ts', 'src/wallet/adapter.ts', 'src/namespace/describe.ts']) expect(lazy.some((i) => i.endsWith(file)), file).toBe(true);
  });

  it("weighs little on the page beyond the kernel's own libraries", async () => {
    const { gzip } = await bundle(['@latchkey/*', '@scure/base', '@noble/hashes/*']);
    expect(gzip).toBeLessThan(6_500);
  });
});
