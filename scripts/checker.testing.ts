// What the import checker's tests share: small source trees in temp folders, and the checker run
// on one from the command line.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHECKER = join(import.meta.dirname, 'check-cycles.mjs');

/** Temp trees for one test file: `tree(files)` writes one, `cleanup()` (in afterEach) removes them. */
export function tempTrees(prefix: string) {
  const dirs: string[] = [];
  return {
    tree(files: Record<string, string>): string {
      const root = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(root);
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(join(root, path, '..'), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      return root;
    },
    cleanup(): void {
      for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
    },
  };
}

/** The checker on `root` (`--root`), with its exit code and both outputs. */
export function runChecker(root: string, ...args: string[]): { code: number; stdout: string; stderr: string } {
  try {
    return { code: 0, stdout: execFileSync('node', [CHECKER, `--root=${root}`, ...args], { encoding: 'utf8', stdio: 'pipe' }), stderr: '' };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}
