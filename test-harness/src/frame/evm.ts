// The frame's EVM side: one secp256k1 key per user (the EOA), the user's contract smart account on
// every local chain (CREATE2 address known before deployment, deployed on first use, executed by
// the EOA), and the RPC methods the frame answers for them.
import {
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  getContractAddress,
  hexToBigInt,
  http,
  isAddressEqual,
  pad,
  serializeErc6492Signature,
  toHex,
} from 'viem';
import type { Chain, PublicClient, TypedDataDefinition } from 'viem';
import { localViemChain } from '../chain/deploy';
import { jsonRpc } from '../chain/rpc';
import type { Hex } from '../chain/types';
import { USD_PRICES } from '../cloud/prices';
import { isData, isQuantity } from '../wallets/hex';
import { FORWARDED_METHODS } from '../wallets/methods/forward';
import { ACCOUNT_SALT } from './contracts';
import type { CompiledAccountContracts } from './contracts';
import { ABORTED_MESSAGE } from './api';
import { FrameError, errorMessage } from './errors';
import type { FrameState, SessionRecord, UserRecord } from './state';
import type { FrameChainOptions } from './types';

/** Timeout of every call to a chain. */
export const CHAIN_TIMEOUT_MS = 15_000;

/** A transaction as eth_sendTransaction carries it (quantities hex). */
interface RpcTransaction {
  from?: unknown;
  to?: unknown;
  data?: unknown;
  input?: unknown;
  value?: unknown;
  gas?: unknown;
  gasPrice?: unknown;
  maxFeePerGas?: unknown;
  maxPriorityFeePerGas?: unknown;
  nonce?: unknown;
}

interface ChainEntry {
  chainId: number;
  rpcUrl: string;
  tokens: Record<string, Hex>;
  chain: Chain;
  reader: PublicClient;
  factory: Hex | null;
}

/** Options of {@link createEvmWallet}. */
export interface EvmWalletOptions {
  chains: readonly FrameChainOptions[];
  /** Chain id → factory address, for the chains with smart accounts. */
  factories: ReadonlyMap<number, Hex>;
  compiled: CompiledAccountContracts | null;
  state: FrameState;
  /** What the dev faucet gives each new EOA and smart account per chain (null: nothing). */
  fundWei: bigint | null;
  /** The cloud double, for token icon URLs. */
  cloudUrl?: string;
  log(line: string): void;
}

/** One RPC request for the EVM side. */
export interface EvmRequest {
  user: UserRecord;
  session: SessionRecord;
  method: string;
  params: unknown;
  chainId: number;
  signal: AbortSignal;
}

/** The frame's EVM side. */
export type EvmWallet = ReturnType<typeof createEvmWallet>;

/**
 * Parses a chain id as the protocol may carry it: 31337, '31337', '0x7a69' or 'eip155:31337'.
 *
 * @example
 * parseEvmChainId('eip155:31337'); // 31337
 */
export function parseEvmChainId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.startsWith('eip155:') ? value.slice(7) : value;
  if (/^0x[0-9a-fA-F]{1,13}$/.test(text)) return Number.parseInt(text, 16) || undefined;
  if (/^[1-9]\d{0,15}$/.test(text)) return Number.isSafeInteger(Number(text)) ? Number(text) : undefined;
  return undefined;
}

function arrayParams(params: unknown, method: string): unknown[] {
  if (params === undefined || params === null) return [];
  if (!Array.isArray(params)) throw new FrameError(`${method} expects an array of params`);
  return params;
}

function quantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (!isQuantity(value) && !(typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value))) throw new FrameError(`transaction.${field} must be a hex quantity`);
  return hexToBigInt(value as Hex);
}

function address(value: unknown, field: string): Hex {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) throw new FrameError(`${field} must be an address`);
  return getAddress(value);
}

function parseTypedData(raw: unknown): TypedDataDefinition & { domain?: { chainId?: unknown } } {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new FrameError('typed data is not valid JSON');
    }
  }
  if (typeof value !== 'object' || value === null) throw new FrameError('typed data must be an object or a JSON string');
  const typed = value as { types?: unknown; primaryType?: unknown; message?: unknown };
  if (typeof typed.types !== 'object' || typeof typed.primaryType !== 'string' || typeof typed.message !== 'object') throw new FrameError('typed data needs types, primaryType and message');
  return value as TypedDataDefinition & { domain?: { chainId?: unknown } };
}

/**
 * The EVM side of the frame over the given local chains.
 *
 * @example
 * const evm = createEvmWallet({ chains, factories, compiled, state, fundWei: 10n ** 20n, log });
 * await evm.request({ user, session, method: 'personal_sign', params: ['0x68656c6c6f', eoa], chainId: 31337, signal });
 */
export function createEvmWallet(options: EvmWalletOptions) {
  const chains = new Map<number, ChainEntry>(
    options.chains.map((chain) => {
      const viemChain = localViemChain(chain.chainId, chain.rpcUrl);
      const entry: ChainEntry = {
        chainId: chain.chainId,
        rpcUrl: chain.rpcUrl,
        tokens: { ...(chain.tokens ?? {}) },
        chain: viemChain,
        reader: createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl, { timeout: CHAIN_TIMEOUT_MS, retryCount: 0 }) }) as PublicClient,
        factory: options.factories.get(chain.chainId) ?? null,
      };
      return [chain.chainId, entry];
    }),
  );
  /** Sends from one EOA on one chain run one at a time (nonces). */
  const queues = new Map<string, Promise<unknown>>();
  const serialized = <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const previous = queues.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    queues.set(key, tail);
    void tail.then(() => {
      if (queues.get(key) === tail) queues.delete(key);
    });
    return run;
  };

  const entry = (chainId: number): ChainEntry => {
    const found = chains.get(chainId);
    if (!found) throw new FrameError(`Chain ${chainId} is not served by this frame`);
    return found;
  };

  const smartAccountAddress = (user: UserRecord, chainId: number): Hex | null => {
    const found = chains.get(chainId);
    if (!found?.factory || !options.compiled) return null;
    return getContractAddress({
      opcode: 'CREATE2',
      from: found.factory,
      salt: pad(toHex(ACCOUNT_SALT), { size: 32 }),
      bytecode: encodeDeployData({ abi: options.compiled.LatchkeyAccount.abi, bytecode: options.compiled.LatchkeyAccount.bytecode, args: [user.evm.address] }),
    });
  };

  const isDeployed = async (account: Hex, chainId: number): Promise<boolean> => {
    const code = await entry(chainId).reader.getCode({ address: account });
    return code !== undefined && code !== '0x';
  };

  const walletFor = (user: UserRecord, found: ChainEntry) => createWalletClient({ account: user.evm, chain: found.chain, transport: http(found.rpcUrl, { timeout: CHAIN_TIMEOUT_MS, retryCount: 0 }) });

  const waitMined = async (found: ChainEntry, hash: Hex, what: string): Promise<void> => {
    const receipt = await found.reader.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 30_000 });
    if (receipt.status !== 'success') throw new FrameError(`${what} reverted (${hash})`);
  };

  /** Deploys the user's account on `chainId` through the factory (sent by the owner), unless it is there. */
  const ensureDeployed = async (user: UserRecord, chainId: number): Promise<Hex> => {
    const found = entry(chainId);
    const account = smartAccountAddress(user, chainId);
    if (!account || !found.factory || !options.compiled) throw new FrameError(`Smart accounts are not enabled on chain ${chainId}`);
    if (await isDeployed(account, chainId)) return account;
    const hash = await walletFor(user, found).sendTransaction({
      to: found.factory,
      data: encodeFunctionData({ abi: options.compiled.LatchkeyAccountFactory.abi, functionName: 'createAccount', args: [user.evm.address, ACCOUNT_SALT] }),
    });
    await waitMined(found, hash, 'The smart-account deployment');
    options.log(`smart account ${account} deployed on ${chainId} for ${user.evm.address}`);
    return account;
  };

  /** 'eoa' or 'smartAccount' for one of the user's addresses; throws for any other. */
  const typeOf = (user: UserRecord, chainId: number, value: unknown): 'eoa' | 'smartAccount' => {
    const given = address(value, 'address');
    if (isAddressEqual(given, user.evm.address)) return 'eoa';
    const account = smartAccountAddress(user, chainId);
    if (account && isAddressEqual(given, account)) return 'smartAccount';
    throw new FrameError(`${given} is not an account of this wallet`);
  };

  /** The address of the preferred account type on `chainId` (the EOA where smart accounts are off). */
  const preferredAddress = (user: UserRecord, session: SessionRecord, chainId: number): Hex => {
    const account = session.preferredAccountType === 'smartAccount' ? smartAccountAddress(user, chainId) : null;
    return account ?? user.evm.address;
  };

  /** A signature by the owner key; for an undeployed smart account wrapped per ERC-6492 (factory + createAccount calldata). */
  const forAccount = (user: UserRecord, chainId: number, type: 'eoa' | 'smartAccount', signature: Hex, deployed: boolean): Hex => {
    if (type === 'eoa' || deployed) return signature;
    const found = entry(chainId);
    return serializeErc6492Signature({
      address: found.factory!,
      data: encodeFunctionData({ abi: options.compiled!.LatchkeyAccountFactory.abi, functionName: 'createAccount', args: [user.evm.address, ACCOUNT_SALT] }),
      signature,
    });
  };

  const deployedFor = async (user: UserRecord, chainId: number, type: 'eoa' | 'smartAccount'): Promise<boolean> =>
    type === 'eoa' ? true : isDeployed(smartAccountAddress(user, chainId)!, chainId);

  /** Sends one call as `type`: a plain transaction from the EOA, or execute(…) on the smart account sent by the owner. */
  const send = async (request: EvmRequest, type: 'eoa' | 'smartAccount', tx: RpcTransaction): Promise<Hex> => {
    const { user, chainId, signal } = request;
    const found = entry(chainId);
    const data = tx.data ?? tx.input;
    if (data !== undefined && data !== null && !isData(data)) throw new FrameError('transaction.data must be hex data');
    const to = tx.to === undefined || tx.to === null ? undefined : address(tx.to, 'transaction.to');
    const value = quantity(tx.value, 'value');
    return serialized(`${user.evm.address}:${chainId}`, async () => {
      if (signal.aborted) throw new FrameError(ABORTED_MESSAGE);
      const wallet = walletFor(user, found);
      try {
        if (type === 'eoa') {
          const gasPrice = quantity(tx.gasPrice, 'gasPrice');
          const base = { account: user.evm, chain: found.chain, to, data: (data ?? undefined) as Hex | undefined, value, gas: quantity(tx.gas, 'gas') };
          return gasPrice !== undefined
            ? await wallet.sendTransaction({ ...base, gasPrice, type: 'legacy' })
            : await wallet.sendTransaction({ ...base, maxFeePerGas: quantity(tx.maxFeePerGas, 'maxFeePerGas'), maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas') });
        }
        if (!to) throw new FrameError('A smart account cannot create a contract with eth_sendTransaction');
        const account = await ensureDeployed(user, chainId);
        if (signal.aborted) throw new FrameError(ABORTED_MESSAGE);
        return await wallet.sendTransaction({
          to: account,
          data: encodeFunctionData({ abi: options.compiled!.LatchkeyAccount.abi, functionName: 'execute', args: [to, value ?? 0n, (data ?? '0x') as Hex] }),
        });
      } catch (error) {
        throw error instanceof FrameError ? error : new FrameError(errorMessage(error));
      }
    });
  };

  const assetsOf = async (account: Hex, chainId: number): Promise<unknown[]> => {
    const found = entry(chainId);
    const icon = (symbol: string): string => (options.cloudUrl ? `${options.cloudUrl}/public/getTokenImage/${symbol}` : '');
    const price = (symbol: string): number => (USD_PRICES as Record<string, number | undefined>)[symbol] ?? 0;
    const native = await found.reader.getBalance({ address: account });
    const assets: unknown[] = [
      { address: 'native', balance: toHex(native), type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: price('ETH'), iconUrl: icon('ETH') } },
    ];
    for (const token of Object.values(found.tokens)) {
      const read = <T>(functionName: 'balanceOf' | 'symbol' | 'name' | 'decimals', args?: readonly [Hex]): Promise<T> =>
        found.reader.readContract({ address: token, abi: erc20Abi, functionName, ...(args ? { args } : {}) } as never) as Promise<T>;
      const balance = await read<bigint>('balanceOf', [account]);
      if (balance === 0n) continue;
      const [symbol, name, decimals] = await Promise.all([read<string>('symbol'), read<string>('name'), read<number>('decimals')]);
      assets.push({ address: token, balance: toHex(balance), type: 'ERC20', metadata: { name, symbol, decimals, price: price(symbol), iconUrl: icon(symbol) } });
    }
    return assets;
  };

  const wallet = {
    chainIds: (): number[] => [...chains.keys()],
    has: (chainId: number): boolean => chains.has(chainId),
    smartAccountEnabledNetworks: (): number[] => [...chains.values()].filter((found) => found.factory !== null && options.compiled !== null).map((found) => found.chainId),
    smartAccountAddress,
    isDeployed,
    preferredAddress,

    /** Dev faucet: tops up the user's EOA and smart account on every chain (hardhat_setBalance). */
    async fund(user: UserRecord): Promise<void> {
      if (options.fundWei === null) return;
      const wei = toHex(options.fundWei);
      await Promise.all(
        [...chains.values()].map(async (found) => {
          const targets = [user.evm.address, smartAccountAddress(user, found.chainId)].filter((target): target is Hex => target !== null);
          for (const target of targets) {
            try {
              await jsonRpc(found.rpcUrl, 'hardhat_setBalance', [target, wei], AbortSignal.timeout(CHAIN_TIMEOUT_MS));
            } catch (error) {
              options.log(`faucet: could not fund ${target} on ${found.chainId}: ${errorMessage(error)}`);
            }
          }
        }),
      );
    },

    /** Answers one EVM RPC request (SPEC §7 allowed methods; reads are forwarded to the chain). */
    async request(request: EvmRequest): Promise<unknown> {
      const { user, session, method, chainId } = request;
      const params = request.params;
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [preferredAddress(user, session, chainId)];
        case 'eth_chainId':
          return toHex(chainId);
        case 'net_version':
          return String(chainId);
        case 'personal_sign': {
          const list = arrayParams(params, method);
          let [message, signer] = list;
          // Some dapps put the address first.
          if (typeof message === 'string' && /^0x[0-9a-fA-F]{40}$/.test(message) && !(typeof signer === 'string' && /^0x[0-9a-fA-F]{40}$/.test(signer))) [message, signer] = [signer, message];
          if (typeof message !== 'string') throw new FrameError('personal_sign expects [message, address]');
          const type = typeOf(user, chainId, signer ?? preferredAddress(user, session, chainId));
          const signature = await user.evm.signMessage({ message: isData(message) ? { raw: message } : message });
          return forAccount(user, chainId, type, signature, await deployedFor(user, chainId, type));
        }
        case 'eth_signTypedData_v4': {
          const [signer, raw] = arrayParams(params, method);
          const type = typeOf(user, chainId, signer);
          const typed = parseTypedData(raw);
          const domainChain = typed.domain?.chainId;
          if (domainChain !== undefined && Number(domainChain) !== chainId) throw new FrameError(`Typed data is for chain ${String(domainChain)}, not the active chain ${chainId}`);
          let signature: Hex;
          try {
            signature = await user.evm.signTypedData(typed);
          } catch (error) {
            throw new FrameError(errorMessage(error));
          }
          return forAccount(user, chainId, type, signature, await deployedFor(user, chainId, type));
        }
        case 'eth_sendTransaction': {
          const [tx] = arrayParams(params, method);
          if (typeof tx !== 'object' || tx === null) throw new FrameError('eth_sendTransaction expects [transaction]');
          const from = (tx as RpcTransaction).from;
          const type = from === undefined || from === null ? session.preferredAccountType : typeOf(user, chainId, from);
          return send(request, type === 'smartAccount' && smartAccountAddress(user, chainId) ? 'smartAccount' : 'eoa', tx as RpcTransaction);
        }
        case 'wallet_sendCalls': {
          const [input] = arrayParams(params, method);
          if (typeof input !== 'object' || input === null || !Array.isArray((input as { calls?: unknown }).calls)) throw new FrameError('wallet_sendCalls expects [{ calls }]');
          const { calls, from, chainId: callChain } = input as { calls: RpcTransaction[]; from?: unknown; chainId?: unknown };
          const target = callChain === undefined ? chainId : parseEvmChainId(callChain);
          if (target === undefined || !chains.has(target)) throw new FrameError(`Chain ${String(callChain)} is not served by this frame`);
          if (calls.length === 0 || calls.length > 32) throw new FrameError('wallet_sendCalls takes 1 to 32 calls');
          const type = from === undefined ? (session.preferredAccountType === 'smartAccount' && smartAccountAddress(user, target) ? 'smartAccount' : 'eoa') : typeOf(user, target, from);
          const batch = { ...request, chainId: target };
          const hashes: Hex[] = [];
          if (type === 'smartAccount') {
            const parsed = calls.map((call) => ({ to: address(call.to, 'calls[].to'), value: quantity(call.value, 'value') ?? 0n, data: (call.data ?? '0x') as Hex }));
            if (parsed.some((call) => !isData(call.data))) throw new FrameError('calls[].data must be hex data');
            hashes.push(
              await serialized(`${user.evm.address}:${target}`, async () => {
                const account = await ensureDeployed(user, target);
                return walletFor(user, entry(target)).sendTransaction({
                  to: account,
                  data: encodeFunctionData({ abi: options.compiled!.LatchkeyAccount.abi, functionName: 'executeBatch', args: [parsed.map((c) => c.to), parsed.map((c) => c.value), parsed.map((c) => c.data)] }),
                });
              }),
            );
          } else {
            for (const call of calls) {
              const hash = await send(batch, 'eoa', call);
              await waitMined(entry(target), hash, 'A call');
              hashes.push(hash);
            }
          }
          const id = toHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
          options.state.calls.set(id, { chainId: target, hashes, atomic: type === 'smartAccount' });
          return { id };
        }
        case 'wallet_getCallsStatus': {
          const [id] = arrayParams(params, method);
          const batch = typeof id === 'string' ? options.state.calls.get(id) : undefined;
          if (!batch) throw new FrameError('Unknown bundle id');
          const found = entry(batch.chainId);
          const receipts = await Promise.all(batch.hashes.map((hash) => found.reader.getTransactionReceipt({ hash }).catch(() => null)));
          const status = receipts.some((receipt) => receipt === null) ? 100 : receipts.every((receipt) => receipt!.status === 'success') ? 200 : batch.atomic ? 500 : 600;
          return {
            version: '2.0.0',
            id,
            chainId: toHex(batch.chainId),
            atomic: batch.atomic,
            status,
            receipts: receipts
              .filter((receipt) => receipt !== null)
              .map((receipt) => ({ status: receipt!.status === 'success' ? '0x1' : '0x0', blockHash: receipt!.blockHash, blockNumber: toHex(receipt!.blockNumber), gasUsed: toHex(receipt!.gasUsed), transactionHash: receipt!.transactionHash, logs: receipt!.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })) })),
          };
        }
        case 'wallet_getCapabilities': {
          const [who, only] = arrayParams(params, method);
          const type = who === undefined ? session.preferredAccountType : typeOf(user, chainId, who);
          const wanted = Array.isArray(only) ? only.map(parseEvmChainId).filter((id): id is number => id !== undefined) : [...chains.keys()];
          return Object.fromEntries(
            wanted
              .filter((id) => chains.has(id))
              .map((id) => [toHex(id), { assetDiscovery: { supported: true }, atomic: { status: type === 'smartAccount' && smartAccountAddress(user, id) ? 'supported' : 'unsupported' } }]),
          );
        }
        case 'wallet_getAssets': {
          const [input] = arrayParams(params, method);
          const { account, chainFilter } = (typeof input === 'object' && input !== null ? input : {}) as { account?: unknown; chainFilter?: unknown };
          const who = account === undefined ? preferredAddress(user, session, chainId) : address(account, 'account');
          typeOf(user, chainId, who);
          const wanted = Array.isArray(chainFilter) ? chainFilter.map(parseEvmChainId).filter((id): id is number => id !== undefined && chains.has(id)) : [...chains.keys()];
          const entries = await Promise.all(wanted.map(async (id) => [toHex(id), await assetsOf(who, id)] as const));
          return Object.fromEntries(entries);
        }
        case 'wallet_switchEthereumChain': {
          const [input] = arrayParams(params, method);
          const target = parseEvmChainId((input as { chainId?: unknown } | undefined)?.chainId);
          if (target === undefined || !chains.has(target)) throw new FrameError(`Unrecognized chain ID "${String((input as { chainId?: unknown } | undefined)?.chainId)}". Try adding the chain using wallet_addEthereumChain first.`);
          session.evmChainId = target;
          session.namespace = 'eip155';
          return null;
        }
        case 'wallet_addEthereumChain': {
          const [input] = arrayParams(params, method);
          const target = parseEvmChainId((input as { chainId?: unknown } | undefined)?.chainId);
          if (target === undefined || !chains.has(target)) throw new FrameError('Chain is not supported');
          return null;
        }
        default:
          if ((FORWARDED_METHODS as readonly string[]).includes(method)) {
            try {
              return await jsonRpc(entry(chainId).rpcUrl, method, arrayParams(params, method), AbortSignal.any([request.signal, AbortSignal.timeout(CHAIN_TIMEOUT_MS)]));
            } catch (error) {
              throw new FrameError(errorMessage(error));
            }
          }
          throw new FrameError(`Method not supported: ${method}`);
      }
    },
  };
  return wallet;
}
