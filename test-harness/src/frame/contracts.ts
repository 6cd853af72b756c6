// The smart account's contracts: compiled with the npm `solc` package (offline, in-process, cached
// under test-harness/cache/solc like the test tokens) and the factory deployed on a local chain by
// a dedicated deployer key that the chain funds with `hardhat_setBalance`.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPublicClient, createWalletClient, getAddress, getContractAddress, http, keccak256, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { CompiledContract } from '../chain/compile';
import { localViemChain } from '../chain/deploy';
import { HARNESS_CACHE_DIR } from '../chain/paths';
import { jsonRpc } from '../chain/rpc';
import type { Hex } from '../chain/types';

/** The account and its factory, compiled. */
export interface CompiledAccountContracts {
  LatchkeyAccount: CompiledContract;
  LatchkeyAccountFactory: CompiledContract;
}

const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'LatchkeyAccount.sol');
const SOURCE_NAME = 'LatchkeyAccount.sol';
const NAMES = ['LatchkeyAccount', 'LatchkeyAccountFactory'] as const;

/**
 * The factory deployer: a key derived from a fixed phrase, used for nothing else, so on a fresh
 * chain the factory lands at the same address every run. Public, like every harness key.
 */
export const FACTORY_DEPLOYER_KEY: Hex = keccak256(toHex('latchkey reference frame: smart-account factory deployer'));

/** The salt every user's account uses (one account per owner key). */
export const ACCOUNT_SALT = 0n;

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: CompiledContract['abi']; evm: { bytecode: { object: string } } }>>;
}

/**
 * Compiles LatchkeyAccount.sol (cached by source and compiler version; a cache hit skips loading
 * solc, which takes seconds).
 *
 * @example
 * const { LatchkeyAccountFactory } = await compileAccountContracts();
 */
export async function compileAccountContracts(options: { cacheDir?: string | false } = {}): Promise<CompiledAccountContracts> {
  const require = createRequire(import.meta.url);
  const source = await readFile(SOURCE, 'utf8');
  const version = (require('solc/package.json') as { version: string }).version;
  const key = createHash('sha256').update(`${version}\n${source}`).digest('hex').slice(0, 16);
  const cacheDir = options.cacheDir === false ? undefined : (options.cacheDir ?? path.join(HARNESS_CACHE_DIR, 'solc'));
  const cacheFile = cacheDir ? path.join(cacheDir, `frame-account-${key}.json`) : undefined;
  if (cacheFile) {
    try {
      const cached = JSON.parse(await readFile(cacheFile, 'utf8')) as CompiledAccountContracts;
      if (NAMES.every((name) => cached[name]?.bytecode?.startsWith('0x'))) return cached;
    } catch {
      // Missing or corrupt: compile.
    }
  }
  const solc = require('solc') as { compile(input: string): string; version(): string };
  const input = {
    language: 'Solidity',
    sources: { [SOURCE_NAME]: { content: source } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error');
  if (errors.length > 0) throw new Error(`solc ${solc.version()} failed to compile ${SOURCE_NAME}:\n${errors.map((entry) => entry.formattedMessage).join('\n')}`);
  const pick = (name: (typeof NAMES)[number]): CompiledContract => {
    const contract = output.contracts?.[SOURCE_NAME]?.[name];
    if (!contract) throw new Error(`solc output has no contract ${name}`);
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  };
  const compiled = { LatchkeyAccount: pick('LatchkeyAccount'), LatchkeyAccountFactory: pick('LatchkeyAccountFactory') };
  if (cacheDir && cacheFile) {
    await mkdir(cacheDir, { recursive: true });
    const tmp = `${cacheFile}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, JSON.stringify(compiled));
    await rename(tmp, cacheFile);
  }
  return compiled;
}

/**
 * Deploys the factory on a local chain (Hardhat or anvil: the deployer is funded with
 * `hardhat_setBalance`), or finds it where an earlier run put it. Returns its address.
 *
 * @example
 * const factory = await deployFactory({ chainId: 31337, rpcUrl, compiled });
 */
export async function deployFactory(options: { chainId: number; rpcUrl: string; compiled: CompiledAccountContracts; timeoutMs?: number }): Promise<Hex> {
  const timeout = options.timeoutMs ?? 20_000;
  const chain = localViemChain(options.chainId, options.rpcUrl);
  const transport = http(options.rpcUrl, { timeout, retryCount: 0 });
  const reader = createPublicClient({ chain, transport });
  const account = privateKeyToAccount(FACTORY_DEPLOYER_KEY);
  const firstAddress = getContractAddress({ from: account.address, nonce: 0n });
  const code = await reader.getCode({ address: firstAddress });
  if (code && code !== '0x') return firstAddress;
  await jsonRpc(options.rpcUrl, 'hardhat_setBalance', [account.address, toHex(10n ** 21n)], AbortSignal.timeout(timeout));
  const nonce = await reader.getTransactionCount({ address: account.address });
  const wallet = createWalletClient({ account, chain, transport });
  const hash = await wallet.deployContract({ abi: options.compiled.LatchkeyAccountFactory.abi, bytecode: options.compiled.LatchkeyAccountFactory.bytecode, nonce });
  const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout });
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`The smart-account factory deployment reverted on chain ${options.chainId}`);
  return getAddress(receipt.contractAddress);
}
