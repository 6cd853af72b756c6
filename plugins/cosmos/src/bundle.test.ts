import { build, type BuildOptions } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('./index.ts', import.meta.url));

/** Bundles the entry; returns every output's inputs, and the outputs the entry loads statically. */
async function bundle(external: string[]) {
  const options: BuildOptions & { write: false; metafile: true } = {
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: '/tmp/latchkey-cosmos-size',
    write: false,
    metafile: true,
    minify: true,
    conditions: ['source'],
    external,
    logLevel: 'silent',
  };
  const out = await build(options);
  const outputs = out.metafile.outputs;
  const entryKey = Object.keys(outputs).find((k) => outputs[k]!.entryPoint?.endsWith('plugins/cosmos/src/index.ts'))!;
  const closure = new Set<string>();
  const walk = (key: string) => {
    if (closure.has(key)) return;
    closure.add(key);
    for (const i of outputs[key]!.imports) if (i.kind === 'import-statement' && !i.external) walk(i.path);
  };
  walk(entryKey);
  const inputsOf = (keys: Iterable<string>) => [...keys].flatMap((k) => Object.keys(outputs[k]!.inputs));
  const files = out.outputFiles.filter((f) => [...closure].some((k) => f.path.endsWith(k.replace(/^.*\//, ''))));
  expect(files).toHaveLength(closure.size);
  return {
    eager: inputsOf(closure),
    lazy: inputsOf(Object.keys(outputs).filter((k) => !closure.has(k))),
    all: inputsOf(Object.keys(outputs)),
    gzip: files.reduce((n, f) => n + gzipSync(f.contents).length, 0),
  };
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
