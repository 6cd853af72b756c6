// Test-only helper (nothing in the package imports it): loads the shared vectors from /work/shared.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Reads a JSON file under `shared/vectors/` (a sibling of the repo root) and fails loudly when it
 * is missing, so a moved folder never turns into a silently empty test.
 *
 * @example
 * const adr36 = loadVectors<Adr36Vectors>('cosmos-adr36/adr36_vectors.json');
 */
export function loadVectors<T>(relativePath: string): T {
  const url = new URL(`../../../../../shared/vectors/${relativePath}`, import.meta.url);
  if (!existsSync(url)) throw new Error(`Shared test vectors not found: ${fileURLToPath(url)}`);
  return JSON.parse(readFileSync(url, 'utf8')) as T;
}

export interface SignatureVector {
  name: string;
  algo: 'secp256k1' | 'ethsecp256k1';
  bech32_prefix: string;
  pub_key_base64: string;
  data_utf8: string;
  signature_base64: string;
  expected_verify: boolean;
  derived_by_collector: { signer: string; sign_doc_canonical_json: string; digest_hex: string };
}

export interface Adr36Vectors {
  signature_vectors: SignatureVector[];
  related_signature_vectors: Array<{ name: string; pub_key_base64: string; data_utf8: string; signature_base64: string }>;
  sign_doc_structure_vectors: {
    cases: Array<{ name: string; sign_doc: unknown; bech32_prefix: string | null; expected: 'not_adr36' | 'valid_adr36' | 'invalid_adr36' }>;
    make_sign_doc: Array<{ signer: string; data_bytes_hex?: string; data_utf8?: string; expected_msg_value_data: string }>;
  };
  documented_example_not_verifiable: { signer_as_published: string; data: string; pub_key_base64: string; signature_base64: string };
}

export interface CaipVectors {
  caip2: Record<'valid' | 'invalid' | 'syntax_valid_namespace_flagged', Array<{ value: string; hashed_from_chain_id?: string }>>;
  caip10: Record<'valid' | 'invalid' | 'syntax_valid_namespace_flagged', Array<{ value: string }>>;
}

/** The shared ADR-36 vectors. */
export const adr36Vectors = (): Adr36Vectors => loadVectors<Adr36Vectors>('cosmos-adr36/adr36_vectors.json');
/** The shared CAIP-2 / CAIP-10 vectors. */
export const caipVectors = (): CaipVectors => loadVectors<CaipVectors>('caip/caip2_caip10_vectors.json');
