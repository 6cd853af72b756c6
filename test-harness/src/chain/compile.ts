import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Abi } from 'viem';
import { HARNESS_CACHE_DIR, TOKENS_SOURCE } from './paths';
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

const SOURCE_NAME = 'LocalTokens.sol';
const CONTRACT_NAMES = ['LocalStableToken', 'LocalTetherToken'] as const;

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
export async function compileTokens(options: { cacheDir?: string | false } = {}): Promise<CompiledTokens> {
  const source = await readFile(TOKENS_SOURCE, 'utf8');
  const solcVersion = solcPackageVersion();
  const key = createHash('sha256').update(`${solcVersion}\n${source}`).digest('hex').slice(0, 16);
  const cacheDir = options.cacheDir === false ? undefined : (options.cacheDir ?? path.join(HARNESS_CACHE_DIR, 'solc'));
  const cacheFile = cacheDir ? path.join(cacheDir, `tokens-${key}.json`) : undefined;

  if (cacheFile) {
    const cached = await readCache(cacheFile);
    if (cached) return cached;
  }
  const compiled = compileWithSolc(source);
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

async function readCache(file: string): Promise<CompiledTokens | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as CompiledTokens;
    const complete = CONTRACT_NAMES.every((name) => parsed[name]?.bytecode?.startsWith('0x'));
    return complete ? parsed : undefined;
  } catch {
    // Missing or corrupt cache: recompile.
    return undefined;
  }
}

function compileWithSolc(source: string): CompiledTokens {
  const require = createRequire(import.meta.url);
  const solc = require('solc') as SolcModule;
  const input = {
    language: 'Solidity',
    sources: { [SOURCE_NAME]: { content: source } },
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
    throw new Error(`solc ${solc.version()} failed to compile ${SOURCE_NAME}:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  }
  const contracts = output.contracts?.[SOURCE_NAME];
  const pick = (name: (typeof CONTRACT_NAMES)[number]): CompiledContract => {
    const contract = contracts?.[name];
    if (!contract) throw new Error(`solc output has no contract ${name}`);
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  };
  return { LocalStableToken: pick('LocalStableToken'), LocalTetherToken: pick('LocalTetherToken') };
}
