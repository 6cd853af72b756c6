import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Abi } from 'viem';
import { HARNESS_CACHE_DIR, SWAP_SOURCE, TOKENS_SOURCE } from './paths';
import type { Hex } from './types';

/** ABI and creation bytecode of one compiled contract. */
export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}

/** The harness's two test tokens, compiled. */
export interface CompiledTokens {
  LocalStableToken: CompiledContract;
  LocalTetherToken: CompiledContract;
}

interface SolcModule {
  compile(input: string): string;
  version(): string;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

/** The harness's constant-product swap (LocalSwap.sol), compiled. */
export interface CompiledSwap {
  LocalSwap: CompiledContract;
}

const TOKEN_CONTRACTS = ['LocalStableToken', 'LocalTetherToken'] as const;
const SWAP_CONTRACTS = ['LocalSwap'] as const;

/**
 * Compiles the test tokens with the npm `solc` package (in-process, offline), caching the result
 * in test-harness/cache/solc/ keyed by source and compiler version. Loading solc alone takes
 * seconds, so a cache hit skips it entirely.
 *
 * @example
 * ```ts
 * const { LocalStableToken } = await compileTokens();
 * await wallet.deployContract({ abi: LocalStableToken.abi, bytecode: LocalStableToken.bytecode, args });
 * ```
 */
export function compileTokens(options: { cacheDir?: string | false } = {}): Promise<CompiledTokens> {
  return compileCached({ sourceFile: TOKENS_SOURCE, cachePrefix: 'tokens', names: TOKEN_CONTRACTS, cacheDir: options.cacheDir });
}

/**
 * Compiles LocalSwap.sol like {@link compileTokens} does the tokens: in-process, cached under
 * test-harness/cache/solc/ in its own file keyed by its source and the compiler version.
 *
 * @example
 * ```ts
 * const { LocalSwap } = await compileSwap();
 * await wallet.deployContract({ abi: LocalSwap.abi, bytecode: LocalSwap.bytecode });
 * ```
 */
export function compileSwap(options: { cacheDir?: string | false } = {}): Promise<CompiledSwap> {
  return compileCached({ sourceFile: SWAP_SOURCE, cachePrefix: 'swap', names: SWAP_CONTRACTS, cacheDir: options.cacheDir });
}

async function compileCached<Name extends string>(options: {
  sourceFile: string;
  cachePrefix: string;
  names: readonly Name[];
  cacheDir: string | false | undefined;
}): Promise<Record<Name, CompiledContract>> {
  const source = await readFile(options.sourceFile, 'utf8');
  const sourceName = path.basename(options.sourceFile);
  const solcVersion = solcPackageVersion();
  const key = createHash('sha256').update(`${solcVersion}\n${source}`).digest('hex').slice(0, 16);
  const cacheDir = options.cacheDir === false ? undefined : (options.cacheDir ?? path.join(HARNESS_CACHE_DIR, 'solc'));
  const cacheFile = cacheDir ? path.join(cacheDir, `${options.cachePrefix}-${key}.json`) : undefined;

  if (cacheFile) {
    const cached = await readCache(cacheFile, options.names);
    if (cached) return cached;
  }
  const compiled = compileWithSolc(source, sourceName, options.names);
  if (cacheDir && cacheFile) {
    await mkdir(cacheDir, { recursive: true });
    // Write then rename, so a test running concurrently never reads a half-written file.
    const tmp = `${cacheFile}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, JSON.stringify(compiled));
    await rename(tmp, cacheFile);
  }
  return compiled;
}

function solcPackageVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('solc/package.json') as { version: string }).version;
}

async function readCache<Name extends string>(file: string, names: readonly Name[]): Promise<Record<Name, CompiledContract> | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<Record<Name, CompiledContract>>;
    const complete = names.every((name) => parsed[name]?.bytecode?.startsWith('0x'));
    return complete ? (parsed as Record<Name, CompiledContract>) : undefined;
  } catch {
    // Missing or corrupt cache: recompile.
    return undefined;
  }
}

function compileWithSolc<Name extends string>(source: string, sourceName: string, names: readonly Name[]): Record<Name, CompiledContract> {
  const require = createRequire(import.meta.url);
  const solc = require('solc') as SolcModule;
  const input = {
    language: 'Solidity',
    sources: { [sourceName]: { content: source } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // Cancun matches what Hardhat 2.29 nodes run by default and avoids nothing we need.
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`solc ${solc.version()} failed to compile ${sourceName}:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  }
  const contracts = output.contracts?.[sourceName];
  const compiled = {} as Record<Name, CompiledContract>;
  for (const name of names) {
    const contract = contracts?.[name];
    if (!contract) throw new Error(`solc output has no contract ${name}`);
    compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  }
  return compiled;
}
