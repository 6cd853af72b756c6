// The open chain model's proof (issue 24): the sixth chain family, Sui, lives in its own package
// (examples/sui, `@acme/latchkey-sui`) and nowhere else. No tracked source file of the kernel, the
// React layer, the plugins, the presets, the test harness or the scripts names it: adding a family
// took no edit there. Docs and the examples may name it (the plugin guide points to the package).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['kernel', 'react', 'plugins', 'presets', 'test-harness', 'scripts'];
const SELF = 'scripts/sixth-family.test.ts';
const SOURCE = /\.(?:[cm]?[jt]sx?|json|css|html)$/;

/**
 * Where a line names the namespace: the word `sui` in any case (`'sui'`, `sui:mainnet`, `Sui`,
 * `SUI`), or an identifier built on it (`suiMainnet`, `SUI_COIN_TYPE`). Words that merely start
 * with the letters (`suite`, `suitable`, Sui's own `suix_` RPC prefix) do not count.
 */
const namesSui = (line: string) => /\bsui\b/i.test(line) || /\bsui[A-Z0-9]\w*/.test(line) || /\bSUI_\w+/.test(line);

describe('the sixth chain family is one package', () => {
  it('is recognised in the ways a file could name it, and not in words that only start alike', () => {
    for (const line of ["namespace: 'sui'", 'const id = "sui:mainnet"', 'Sui wallets', 'SUI balance', 'import { suiMainnet }', 'SUI_COIN_TYPE']) expect(namesSui(line), line).toBe(true);
    for (const line of ['describe.suite', 'a suitable test', 'pursuit', 'Suite', 'issuing', 'suix_getBalance']) expect(namesSui(line), line).toBe(false);
  });

  it('is named by no tracked source file of the kernel, React, plugins, presets, test harness or scripts', () => {
    const files = execFileSync('git', ['ls-files', '-z', '--', ...FOLDERS], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      .filter((f) => f && f !== SELF && SOURCE.test(f) && !f.endsWith('package-lock.json'));
    expect(files.length).toBeGreaterThan(100);
    const hits: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(join(root, file), 'utf8');
      } catch {
        continue; // deleted in the work tree, not yet in git
      }
      text.split('\n').forEach((line, i) => {
        if (namesSui(line)) hits.push(`${file}:${i + 1}: ${line.trim().slice(0, 160)}`);
      });
    }
    expect(hits).toEqual([]);
  });
});
