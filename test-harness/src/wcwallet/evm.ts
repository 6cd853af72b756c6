// The wallet peer's EVM side: WalletConnect session requests answered by a harness mock wallet
// (real secp256k1 signatures, real transactions on the local chains), on the chain each request names.
import { createMockWallet } from '../wallets/mock-wallet';
import { rpcError } from '../wallets/errors';
import type { Hex, MockWallet } from '../wallets/types';
import type { WcWalletEvmOptions } from './types';

/** Methods the wallet approves in an eip155 namespace (when the dapp asks for them). */
export const EVM_METHODS: readonly string[] = Object.freeze([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
]);
/** Events the wallet emits in an eip155 namespace. */
export const EVM_EVENTS: readonly string[] = Object.freeze(['accountsChanged', 'chainChanged']);

/** What the wallet peer needs from its EVM side. */
export interface EvmBackend {
  readonly mock: MockWallet;
  /** The chain a wallet_switchEthereumChain or setChain selected last. */
  activeChainId(): number;
  /** Accounts, selected first. */
  accounts(): Hex[];
  /** The wallet's accounts in their configured order (what `selectAccount(index)` counts in). */
  configuredAccounts(): readonly Hex[];
  /** Every chain the wallet knows (grows with wallet_addEthereumChain), as CAIP-2. */
  chains(): string[];
  /** Answers one request for `chainId`. */
  handle(method: string, params: unknown, chainId: number): Promise<unknown>;
  /** Makes `chainId` the active one (it must be known). */
  select(chainId: number): void;
  /** Puts `address` first. */
  selectAccount(address: Hex): void;
}

/**
 * Builds the EVM side from keys and chains.
 *
 * @example
 * const evm = createEvmBackend({ privateKeys: [key], chains: [{ chainId: 31337, rpcUrl }] });
 * await evm.handle('personal_sign', ['0x68690a', address], 31337);
 */
export function createEvmBackend(options: WcWalletEvmOptions): EvmBackend {
  const mock = createMockWallet({ privateKeys: options.privateKeys, chains: options.chains, authorized: true, verifyAddedChains: options.verifyAddedChains ?? true });
  let active = options.chains[0]!.chainId;
  const configured = Object.freeze([...mock.state().accounts]);
  const known = (chainId: number): boolean => mock.state().chains.includes(chainId);
  return {
    mock,
    activeChainId: () => active,
    accounts: () => mock.state().accounts,
    configuredAccounts: () => configured,
    chains: () => mock.state().chains.map((chainId) => `eip155:${chainId}`),
    async handle(method, params, chainId) {
      if (!EVM_METHODS.includes(method)) throw rpcError('unsupportedMethod', method);
      if (!known(chainId)) throw rpcError('chainDisconnected', `the wallet has no chain ${chainId}`);
      // The mock signs typed data and sends on its active chain: make it the request's chain.
      if (method !== 'wallet_switchEthereumChain') mock.setChain(chainId);
      const list = params === undefined ? [] : Array.isArray(params) ? params : [params];
      const result = await mock.provider.request({ method, params: list });
      if (method === 'wallet_switchEthereumChain') active = mock.state().chainId;
      return result;
    },
    select(chainId) {
      if (!known(chainId)) throw rpcError('unrecognizedChain', `the wallet has no chain ${chainId}`);
      mock.setChain(chainId);
      active = chainId;
    },
    selectAccount(address) {
      const accounts = mock.state().accounts;
      const found = accounts.find((entry) => entry.toLowerCase() === address.toLowerCase());
      if (!found) throw new Error(`selectAccount: the wallet has no account ${address}`);
      mock.setAccounts([found, ...accounts.filter((entry) => entry !== found)]);
    },
  };
}
