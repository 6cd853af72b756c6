import { afterEach, describe, expect, it } from 'vitest';
import { runChecker, tempTrees } from './checker.testing';

const { tree, cleanup } = tempTrees('cycles-');
/** Success prints the report on stdout; a failure says why on stderr. */
function run(root: string, ...args: string[]) {
  const r = runChecker(root, ...args);
  return { code: r.code, out: r.code === 0 ? r.stdout : r.stderr };
}

afterEach(cleanup);

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
