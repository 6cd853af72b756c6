// Test-only: loads the shared public test vectors (`shared/vectors/`, a sibling of the repo root). One loader for every package's tests.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Reads a JSON file under `shared/vectors/` (a sibling of the repo root) and fails loudly when it
 * is missing, so a moved folder never turns into a silently empty test.
 *
 * @example
 * const eip55 = loadVectors<{ cases: unknown[] }>('eip55/eip55_vectors.json');
 */
export function loadVectors<T>(relativePath: string): T {
  const url = new URL(`../../../shared/vectors/${relativePath}`, import.meta.url);
  if (!existsSync(url)) throw new Error(`Shared test vectors not found: ${fileURLToPath(url)}`);
  return JSON.parse(readFileSync(url, 'utf8')) as T;
}
