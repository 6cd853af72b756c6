import { describe, expect, it } from 'vitest';
import { bundlePage } from '@latchkey/test-harness/e2e/bundle';

/**
 * What a page with the kit's button downloads before anyone connects: the button shows the short
 * address at once, while its balance and avatar (their formatting and image rules) load once an
 * account connects — in the chunk the modal imports too, so a connect through the modal finds it.
 */
describe('@latchkey/react on the load path', () => {
  it("keeps the connected button's balance and avatar off the page, in a chunk the modal brings", async () => {
    const result = await bundlePage({ entry: new URL('./loadPath.page.ts', import.meta.url), external: ['@latchkey/*', 'react', 'react/*', 'react-dom', 'react-dom/*'], define: {} });
    const outputs = result.metafile.outputs;
    const entry = Object.keys(outputs).find((k) => outputs[k]!.entryPoint?.endsWith('react/src/loadPath.page.ts'))!;
    const closureOf = (start: string) => {
      const closure = new Set<string>();
      const visit = (key: string) => {
        if (closure.has(key)) return;
        closure.add(key);
        for (const i of outputs[key]!.imports) if (i.kind === 'import-statement' && outputs[i.path]) visit(i.path);
      };
      visit(start);
      return closure;
    };
    const used = (keys: Iterable<string>) => [...keys].flatMap((k) => Object.entries(outputs[k]!.inputs).filter(([, v]) => v.bytesInOutput > 0).map(([m]) => m));
    const onLoad = used(closureOf(entry));
    const connectedOnly = /react\/src\/(ui\/connectedParts|ui\/AccountAvatar|ui\/formatCore|ui\/safeImage|ui\/kitImage)\.tsx?$/;
    expect(onLoad.filter((m) => connectedOnly.test(m))).toEqual([]);
    // The button and its address are there at once.
    expect(onLoad.some((m) => m.endsWith('react/src/components/ConnectButton.tsx'))).toBe(true);
    expect(onLoad.some((m) => m.endsWith('react/src/ui/shortAddress.ts'))).toBe(true);
    // The modal's chunk imports them statically: prefetching the modal loads them.
    const modal = Object.keys(outputs).find((k) => outputs[k]!.entryPoint?.endsWith('react/src/modal/Modal.tsx'))!;
    const withModal = used(closureOf(modal));
    expect(withModal.filter((m) => connectedOnly.test(m)).sort()).toEqual(
      ['ui/AccountAvatar.tsx', 'ui/connectedParts.ts', 'ui/formatCore.ts', 'ui/kitImage.ts', 'ui/safeImage.ts'].map((m) => expect.stringMatching(new RegExp(`react/src/${m.replace('.', '\\.')}$`))),
    );
  });
});
