// The Solana page runtime: the harness's Wallet Standard dev wallets, registered with the page,
// with every interactive feature call (connect unless silent, the signatures, signIn) passed
// through the namespace's gate.
import type { IdentifierString } from '@wallet-standard/base';
import { SOLANA_TEST_ACCOUNTS } from '@latchkey/test-harness/solana/accounts';
import { createSolanaDevWallets } from '@latchkey/test-harness/solana/wallet/install';
import { registerWallet } from '@latchkey/test-harness/solana/wallet/register';
import type { SolanaDevWallet } from '@latchkey/test-harness/solana/wallet/types';
import type { AnnounceTarget } from '@latchkey/test-harness/wallets/eip6963';
import type { SolanaWalletKind, SolanaWalletsConfig } from '../types';
import { createController, type PageController } from './controller';
import { createCallLog, type CallLog } from './call-log';
import { createGate, type Gate } from './gate';

/** Where the wallets send when the test names no endpoint: solana-test-validator's default port. */
export const DEFAULT_SOLANA_RPC_URL = 'http://127.0.0.1:8899';

type Features = Record<string, Record<string, unknown>>;

/** The feature calls a dapp makes, and whether the user is asked (connect only when not silent). */
const CALLS: ReadonlyArray<[feature: string, method: string, asks: (inputs: unknown[]) => boolean]> = [
  ['standard:connect', 'connect', (inputs) => !(inputs[0] as { silent?: boolean } | undefined)?.silent],
  ['standard:disconnect', 'disconnect', () => false],
  ['solana:signMessage', 'signMessage', () => true],
  ['solana:signTransaction', 'signTransaction', () => true],
  ['solana:signAndSendTransaction', 'signAndSendTransaction', () => true],
  ['solana:signIn', 'signIn', () => true],
];

/** Logs every feature call and puts the gate in front of the prompts; a rejection is the wallet's own. */
function gateWallet(kind: SolanaWalletKind, dev: SolanaDevWallet, gate: Gate, log: CallLog): void {
  const features = dev.wallet.features as unknown as Features;
  for (const [name, method, asks] of CALLS) {
    const feature = features[name];
    const forward = feature?.[method];
    if (!feature || typeof forward !== 'function') continue;
    features[name] = {
      ...feature,
      [method]: (...inputs: unknown[]) => {
        const params = name.startsWith('standard:') ? (inputs[0] ?? {}) : inputs;
        return log.record(kind, name, params, async () => {
          if (asks(inputs)) {
            const decision = await gate.decide(name, params);
            // Armed and consumed in one synchronous step (the wallet checks it first thing).
            if (decision.outcome === 'reject') dev.rejectNext(decision.code ?? 4001, decision.message === undefined ? {} : { message: decision.message });
          }
          return (forward as (...args: unknown[]) => Promise<unknown>)(...inputs);
        });
      },
    };
  }
}

/**
 * Registers the Solana dev wallets on `win` (Wallet Standard) with a gate in front of their prompts.
 *
 * @example
 * ```ts
 * const controller = installSolanaWallets(window, { rpcUrl: 'http://127.0.0.1:8899' });
 * controller.rejectNext();
 * ```
 */
export function installSolanaWallets(win: AnnounceTarget, config: SolanaWalletsConfig = {}): PageController {
  const kinds: SolanaWalletKind[] = config.wallets ?? ['dev'];
  const wallets = createSolanaDevWallets({
    rpcUrl: config.rpcUrl ?? DEFAULT_SOLANA_RPC_URL,
    seeds: config.seeds ?? SOLANA_TEST_ACCOUNTS.slice(0, 3).map((account) => account.seed),
    secondSeeds: config.secondSeeds,
    wallets: kinds,
    chains: config.chains as IdentifierString[] | undefined,
    authorized: config.authorized,
    locked: config.locked,
    rpcTimeoutMs: config.rpcTimeoutMs,
  });
  const gate = createGate();
  const log = createCallLog();
  const installed = (['dev', 'second'] as const).filter((kind) => wallets[kind]);
  for (const kind of installed) gateWallet(kind, wallets[kind]!, gate, log);
  const unregisters = installed.map((kind) => registerWallet(win, wallets[kind]!.wallet));
  const primary = wallets[installed[0]!]!;

  return createController(gate, {
    primary,
    requests: log.list,
    clearRequests: log.clear,
    accounts: () => [...primary.addresses],
    uninstall() {
      for (const unregister of unregisters.splice(0)) unregister();
    },
  });
}
