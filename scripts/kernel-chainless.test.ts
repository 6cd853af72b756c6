// The kernel knows no chain family (issue 24): its source names none of the five it ships with,
// outside comments. What is left is listed here and shrinks as it moves into the chain plugins;
// a new mention fails this test.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const FAMILY = /\b(eip155|solana|bip122|cosmos|polkadot)\b/;

/** Still to move (each with where it goes). */
const LEFT: Record<string, string> = {
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/\.generated\./.test(name) ? [path] : [];
  });
}

/** The file's code lines naming a family: comments and doc comments dropped. */
function mentions(path: string): string[] {
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/\/\/.*$/, '').trim())
    .filter((line) => FAMILY.test(line));
}

describe('the kernel names no chain family', () => {
  it('outside comments, only in the places still listed as left to move', () => {
    const found: Record<string, string[]> = {};
    for (const file of sources(join(root, 'kernel/src'))) {
      const lines = mentions(file);
      if (lines.length) found[relative(root, file)] = lines;
    }
    expect(Object.keys(found).sort()).toEqual(Object.keys(LEFT).sort());
    for (const [file, snippet] of Object.entries(LEFT)) {
      expect(found[file]).toHaveLength(1);
      expect(found[file]![0]).toContain(snippet);
    }
  });
});
