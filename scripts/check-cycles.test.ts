import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'check-cycles.mjs');
const dirs: string[] = [];
function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'cycles-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
function run(root: string, ...args: string[]) {
  try {
    return { code: 0, out: execFileSync('node', [script, `--root=${root}`, ...args], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const e = error as { status: number; stderr: string };
    return { code: e.status, out: e.stderr };
  }
}

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('check-cycles', () => {
  it('fails on two modules importing each other, even through type-only imports, and names them', () => {
    const root = tree({
      'kernel/src/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'kernel/src/b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
    });
    const result = run(root);
    expect(result.code).toBe(1);
    expect(result.out).toContain('kernel/src/a.ts');
    expect(result.out).toContain('kernel/src/b.ts');
    // A runtime-only check lets this one pass: nothing is imported at run time.
    expect(run(root, '--types=false').code).toBe(0);
  });

  it('passes a tree without cycles', () => {
    const root = tree({ 'kernel/src/a.ts': "import { b } from './b';\nexport const a = b;\n", 'kernel/src/b.ts': 'export const b = 1;\n' });
    expect(run(root).code).toBe(0);
  });
});
