// The secure-frame protocol (@latchkey/embedded-wallet/protocol), loaded at run time. Under Vitest
// and bundlers the package's `source` condition finds its TypeScript; plain `tsx` (npm run stack,
// npm run demo) resolves the package's `dist`, which exists only after a build, so this falls back
// to the source file, which tsx runs as it is. Its validators come from `npm run codegen`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Protocol from '@latchkey/embedded-wallet/protocol';

/** What the protocol module exports. */
export type ProtocolModule = typeof Protocol;

/**
 * @example
 * const { checkAppMessage, APP_EVENTS } = await loadProtocol();
 */
export async function loadProtocol(): Promise<ProtocolModule> {
  try {
    return await import('@latchkey/embedded-wallet/protocol');
  } catch (first) {
    const manifest = createRequire(import.meta.url).resolve('@latchkey/embedded-wallet/package.json');
    const source = path.join(path.dirname(manifest), 'src', 'protocol', 'index.ts');
    try {
      return (await import(pathToFileURL(source).href)) as ProtocolModule;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const hint = /messages\.generated/.test(text) ? ' (run `npm run codegen`: the protocol validators are generated)' : '';
      throw new Error(`Could not load the secure-frame protocol${hint}: ${text}`, { cause: first });
    }
  }
}
