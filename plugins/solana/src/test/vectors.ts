// Test-only: loads the shared vectors from the `shared/` folder beside the repo.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Reads a JSON file under `shared/vectors/` and fails loudly when it is missing, so a moved
 * folder never turns into a silently empty test.
 *
 * @example
 * const v = loadVectors<{ valid: unknown[] }>('solana/solana_address_vectors.json')
 */
export function loadVectors<T>(relativePath: string): T {
  const url = new URL(`../../../../../shared/vectors/${relativePath}`, import.meta.url);
  if (!existsSync(url)) throw new Error(`Shared test vectors not found: ${fileURLToPath(url)}`);
  return JSON.parse(readFileSync(url, 'utf8')) as T;
}
