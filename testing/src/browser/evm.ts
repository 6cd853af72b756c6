// The EVM page runtime: the harness's mock wallets (EIP-1193, real keys), announced per EIP-6963
// (the legacy one on window.ethereum), with every prompt passed through the namespace's gate.
import { HARDHAT_ACCOUNTS } from '@latchkey/test-harness/chain/accounts';
import { createDevWallets, DEV_WALLET_INFO } from '@latchkey/test-harness/wallets/dev-wallets';
import type { WalletWindow } from '@latchkey/test-harness/wallets/dev-wallets';
import { announceProvider, uuidV4 } from '@latchkey/test-harness/wallets/eip6963';
import { INTERACTIVE_METHODS } from '@latchkey/test-harness/wallets/methods/index';
import type { MockWallet, RequestArguments } from '@latchkey/test-harness/wallets/types';
import type { EvmWalletKind, EvmWalletsConfig } from '../types';
import { createController, type PageController } from './controller';
import { createCallLog, type CallLog } from './call-log';
import { createGate, type Gate } from './gate';

/** The chain a wallet knows when the test names none: a Hardhat node on its default port. */
export const DEFAULT_EVM_CHAIN = Object.freeze({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Hardhat', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } });

const isRequest = (args: unknown): args is RequestArguments =>
  typeof args === 'object' && args !== null && typeof (args as RequestArguments).method === 'string' && (args as RequestArguments).method !== '';

/** Logs every request and puts the gate in front of the prompts; a rejection is the wallet's own. */
function gateWallet(kind: EvmWalletKind, wallet: MockWallet, gate: Gate, log: CallLog): void {
  const provider = wallet.provider as MockWallet['provider'] & { request(args: RequestArguments): Promise<unknown> };
  const forward = provider.request;
  provider.request = (args: RequestArguments) =>
    log.record(kind, isRequest(args) ? args.method : String((args as { method?: unknown } | null)?.method), isRequest(args) ? args.params : undefined, async () => {
      if (isRequest(args) && INTERACTIVE_METHODS.has(args.method)) {
        const decision = await gate.decide(args.method, args.params);
        // Armed and consumed in one synchronous step: nothing else can take the rejection. A
        // disconnected wallet fails with 4900 before looking at it, so it is not armed then.
        if (decision.outcome === 'reject' && wallet.state().connected) wallet.rejectNext(decision.code ?? 4001, decision.message === undefined ? {} : { message: decision.message });
      }
      return forward(args);
    });
}

/**
 * Installs the EVM mock wallets on `win` with a gate in front of their prompts.
 *
 * @example
 * ```ts
 * const controller = installEvmWallets(window, { chains: [{ chainId: 31337, rpcUrl }] });
 * controller.rejectNext();
 * ```
 */
export function installEvmWallets(win: WalletWindow, config: EvmWalletsConfig = {}): PageController {
  const kinds: EvmWalletKind[] = config.wallets ?? ['dev'];
  const wallets = createDevWallets({
    chains: config.chains ?? [DEFAULT_EVM_CHAIN],
    privateKeys: config.privateKeys ?? HARDHAT_ACCOUNTS.slice(0, 3).map((account) => account.privateKey),
    secondPrivateKeys: config.secondPrivateKeys,
    wallets: kinds,
    initialChainId: config.initialChainId,
    authorized: config.authorized,
    verifyAddedChains: config.verifyAddedChains,
  });
  const gate = createGate();
  const log = createCallLog();
  const installed = (['dev', 'second', 'legacy'] as const).filter((kind) => wallets[kind]);
  for (const kind of installed) gateWallet(kind, wallets[kind]!, gate, log);

  const stops: (() => void)[] = [];
  for (const kind of ['dev', 'second'] as const) {
    const wallet = wallets[kind];
    if (wallet) stops.push(announceProvider(win, { info: { uuid: uuidV4(), ...DEV_WALLET_INFO[kind] }, provider: wallet.provider }));
  }
  const previousEthereum = win.ethereum;
  if (wallets.legacy) win.ethereum = wallets.legacy.provider;
  const primary = wallets[installed[0]!]!;

  return createController(gate, {
    primary,
    requests: log.list,
    clearRequests: log.clear,
    accounts: () => primary.state().accounts,
    uninstall() {
      stops.forEach((stop) => stop());
      if (wallets.legacy && win.ethereum === wallets.legacy.provider) win.ethereum = previousEthereum;
    },
  });
}
