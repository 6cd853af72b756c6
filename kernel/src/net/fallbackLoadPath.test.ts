import { describe, expect, it } from 'vitest';
import { bundlePage } from '@latchkey/test-harness/e2e/bundle';
import { gzipSync } from 'node:zlib';

/**
 * The bench of the ranked RPC: a page that has not read a chain downloads none of it. The
 * fallback client, its ranking and viem's transports are chunks that load with the first read.
 */
describe('the ranked fallback RPC on the load path', () => {
  it('keeps the fallback client and viem out of the kernel entry’s static closure, in lazy chunks', async () => {
    const result = await bundlePage({ entry: new URL('../index.ts', import.meta.url), conditions: [], define: {}, minify: true });
    const outputs = result.metafile.outputs;
    const entry = Object.keys(outputs).find((k) => outputs[k]!.entryPoint?.endsWith('kernel/src/index.ts'))!;
    const closure = new Set<string>();
    const visit = (key: string) => {
      if (closure.has(key)) return;
      closure.add(key);
      for (const i of outputs[key]!.imports) if (i.kind === 'import-statement' && outputs[i.path]) visit(i.path);
    };
    visit(entry);
    const inputsOf = (keys: Iterable<string>) => [...keys].flatMap((k) => Object.entries(outputs[k]!.inputs).filter(([, v]) => v.bytesInOutput > 0).map(([m]) => m));
    const lazyKeys = Object.keys(outputs).filter((k) => !closure.has(k) && k.endsWith('.js'));
    const onLoad = inputsOf(closure);
    const lazy = inputsOf(lazyKeys);

    const fallback = /kernel\/src\/net\/(fallbackRpc|ranking|pingGate|lazyFallbackRpc|rpcEndpoints|networkRpc)\.ts$/;
    const viem = /node_modules\/viem\//;
    expect(onLoad.filter((m) => fallback.test(m) || viem.test(m))).toEqual([]);
    expect(lazy.filter((m) => fallback.test(m))).toHaveLength(6);
    expect(lazy.some((m) => viem.test(m))).toBe(true);
    // Not even the endpoint list: ctx.rpc hands out a stub that loads the choice with the first read.

    // What the first read of a network with several endpoints downloads: the two chunks it
    // imports (the client, viem's transports) and what they import statically, gzipped. viem's
    // fallback and createTransport are about 6 kB; with code splitting esbuild adds a chunk viem's
    // other lazy modules share (about 26 kB), which a page already using viem has loaded.
    const firstRead = new Set<string>();
    const walk = (key: string) => {
      if (firstRead.has(key) || closure.has(key)) return;
      firstRead.add(key);
      for (const i of outputs[key]!.imports) if (i.kind === 'import-statement' && outputs[i.path]) walk(i.path);
    };
    for (const k of lazyKeys) if (Object.keys(outputs[k]!.inputs).some((m) => /kernel\/src\/net\/(fallbackRpc|viemTransports)\.ts$/.test(m))) walk(k);
    const gzip = (keys: Iterable<string>) => [...keys].reduce((n, k) => n + gzipSync(result.outputFiles.find((f) => f.path.endsWith(k.replace(/^.*\//, '/')))!.contents).length, 0);
    const own = [...firstRead].filter((k) => Object.keys(outputs[k]!.inputs).some((m) => fallback.test(m)));
    expect(gzip(own)).toBeLessThan(3_000);
    expect(gzip(firstRead)).toBeLessThan(40_000);
  });
});
