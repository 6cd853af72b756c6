import { describe, expect, it } from 'vitest';
import { bundlePage } from '@latchkey/test-harness/e2e/bundle';

/**
 * What a page that creates a kit downloads before anyone connects: the session (connecting,
 * switching, the request gate, the stored-connection format) must stay a lazy chunk.
 */
describe('the kernel on the load path', () => {
  it('keeps connecting, switching, the request gate, HTTP, JSON-RPC and balances out of the entry, in chunks of their own', async () => {
    const result = await bundlePage({ entry: new URL('../index.ts', import.meta.url), conditions: [], define: {} });
    const outputs = result.metafile.outputs;
    const entry = Object.keys(outputs).find((k) => outputs[k]!.entryPoint?.endsWith('kernel/src/index.ts'))!;
    const closure = new Set<string>();
    const visit = (key: string) => {
      if (closure.has(key)) return;
      closure.add(key);
      for (const i of outputs[key]!.imports) if (i.kind === 'import-statement' && outputs[i.path]) visit(i.path);
    };
    visit(entry);
    const used = (keys: Iterable<string>) => [...keys].flatMap((k) => Object.entries(outputs[k]!.inputs).filter(([, v]) => v.bytesInOutput > 0).map(([m]) => m));
    const onLoad = used(closure);
    const lazy = used(Object.keys(outputs).filter((k) => !closure.has(k)));
    const session = /kernel\/src\/(connection\/connection|connection\/persist|network\/network|requests\/gate|kit\/session)\.ts$/;
    expect(onLoad.filter((m) => session.test(m))).toEqual([]);
    expect(lazy.filter((m) => session.test(m))).toHaveLength(5);
    // Talking to the cloud and to chains loads with the first call, as does reading a balance.
    const firstUse = /kernel\/src\/(net\/http|net\/jsonRpc|kit\/balance)\.ts$/;
    expect(onLoad.filter((m) => firstUse.test(m))).toEqual([]);
    expect(lazy.filter((m) => firstUse.test(m))).toHaveLength(3);
    // The wallet-link rule (views and connectors open links) and the reply validation are not the
    // root's: a module the root re-exports rides on every page that imports the kit.
    const offRoot = /kernel\/src\/(wallets\/links|validation\/validate|units|storage\/cache|config\/projectIdHint)\.ts$/;
    expect(onLoad.filter((m) => offRoot.test(m))).toEqual([]);
    // What the page does need at once is there: the kit, the recent list, adding networks.
    expect(onLoad.some((m) => m.endsWith('kernel/src/createKit.ts'))).toBe(true);
    expect(onLoad.some((m) => m.endsWith('kernel/src/connection/stored.ts'))).toBe(true);
  });
});
