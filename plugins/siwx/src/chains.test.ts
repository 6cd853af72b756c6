// Sign-in on the chains other than EVM and Solana, in Node, with the harness's mock wallets that
// really sign: the message each chain's wallets sign (the CAIP-122 text, or the adapter's own) and
// the chain's verifier (ADR-36 for Cosmos, BIP-322 for Bitcoin, a <Bytes>-wrapped raw signature for
// Polkadot), through the siwx plugin's local sessions; then each session as a server checks it
// (checkSiwxSession with the chain plugin's verifier): valid for its domain, refused for another
// domain or once expired.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { internals, createKit, createMemoryStorage, type Kit, type KitOptions } from '@latchkey/kernel';
import { cosmos, cosmosHub } from '@latchkey/cosmos';
import { bip122, bitcoin } from '@latchkey/bip122';
import { polkadot, polkadotMainnet } from '@latchkey/polkadot';
import { installMockCosmosWallets } from '@latchkey/test-harness/cosmos/index';
import { installBitcoinMockWallet } from '@latchkey/test-harness/bitcoin/index';
import { createPolkadotMockExtension } from '@latchkey/test-harness/polkadot/index';
import { Verifier } from 'bip322-js';
import { checkSiwxSession, siwx, type SiwxVerifier } from './index';

const quiet = { warn() {}, error() {}, info() {}, debug() {} };
const base = (extra: Partial<KitOptions>): KitOptions => ({ networks: [], metadata: { name: 'siwx chains', description: 'tests', url: 'https://dapp.example', icons: [] }, storage: createMemoryStorage(), logger: quiet, basic: true, ...extra });
const kits: Kit[] = [];
afterAll(async () => {
  await Promise.all(kits.map((k) => k.destroy()));
  vi.unstubAllGlobals();
});

async function signIn(kit: Kit, connectorId: string, ns: 'cosmos' | 'bip122' | 'polkadot') {
  kits.push(kit);
  kit.open();
  await kit.connect(connectorId);
  expect(internals(kit).router.current?.view).toBe('SIWXSignMessage');
  await kit.plugin('siwx').signIn();
  const chain = kit.getState().chains[ns]!;
  const [session] = await kit.plugin('siwx').getSessions(chain.network.caipNetwork!.caipNetworkId, chain.account.address!);
  expect(session).toBeDefined();
  // The server's check, with the chain plugin's verifier (as the harness's reference server runs it).
  const verify: SiwxVerifier = async ({ message, signature, address }) => kit.namespace(ns)!.siwx!.verify!({ message, signature, address, network: chain.network.caipNetwork! }, undefined as never);
  const verifiers = { [ns]: verify };
  expect(await checkSiwxSession(session!, { domain: 'dapp.example', verifiers })).toEqual({ valid: true });
  expect(await checkSiwxSession(session!, { domain: 'my.dapp', verifiers })).toMatchObject({ valid: false, reason: 'domain' });
  const later = new Date(Date.parse(session!.data.expirationTime!) + 1000).toISOString();
  expect(await checkSiwxSession(session!, { domain: 'dapp.example', verifiers, time: later })).toMatchObject({ valid: false, reason: 'expired' });
  const forged = { ...session!, message: session!.message.replace('dapp.example wants', 'evil.example wants') };
  expect(await checkSiwxSession(forged, { domain: 'dapp.example', verifiers })).toMatchObject({ valid: false, reason: 'domain' });
  return session!;
}

describe('siwx on the other chain families (local sessions, verified by each chain plugin)', () => {
  it('Cosmos: the CAIP-122 text, signed ADR-36 by the mock Keplr, verified with the signer check', async () => {
    const win = new EventTarget() as EventTarget & Record<string, unknown>;
    installMockCosmosWallets(win as never, {});
    const kit = createKit(base({ networks: [cosmosHub], plugins: [cosmos({ window: win as never }), siwx()] }));
    const session = await signIn(kit, 'keplr', 'cosmos');
    expect(session.message.split('\n')[0]).toBe('dapp.example wants you to sign in with your Cosmos account:');
    expect(session.message).toContain(`Chain ID: cosmoshub-4`);
    expect(await kit.namespace('cosmos')!.siwx!.verify!({ message: `${session.message} `, signature: session.signature, address: session.data.accountAddress, network: kit.getState().chains.cosmos!.network.caipNetwork! }, undefined as never)).toBe(false);
  });

  it('Bitcoin: signed by the payment key (BIP-322) and verified; bip322-js agrees; a tampered message is refused', async () => {
    const win = { document: { readyState: 'complete' } };
    installBitcoinMockWallet(win as never, {});
    vi.stubGlobal('window', win);
    const kit = createKit(base({ networks: [bitcoin], plugins: [bip122(), siwx()] }));
    const session = await signIn(kit, 'latchkey-bitcoin-wallet', 'bip122');
    expect(session.message).toContain('Bitcoin account');
    expect(session.data.accountAddress).toMatch(/^bc1q/);
    expect(Verifier.verifySignature(session.data.accountAddress, session.message, session.signature)).toBe(true);
    expect(Verifier.verifySignature(session.data.accountAddress, `${session.message}!`, session.signature)).toBe(false);
  });

  it("Polkadot: the mock extension's <Bytes>-wrapped raw signature verifies with the plugin's verifier; a tampered message does not", async () => {
    const g = globalThis as unknown as { window?: EventTarget & { injectedWeb3?: Record<string, unknown>; document?: unknown }; document?: unknown };
    const win = Object.assign(new EventTarget(), { injectedWeb3: {} as Record<string, unknown>, document: { readyState: 'complete' } });
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', win.document);
    const ext = createPolkadotMockExtension({ name: 'polkadot-js' });
    win.injectedWeb3['polkadot-js'] = ext.provider;
    expect(g.window).toBe(win);
    const kit = createKit(base({ networks: [polkadotMainnet], plugins: [polkadot(), siwx()] }));
    const session = await signIn(kit, 'polkadot:polkadot-js', 'polkadot');
    expect(session.message.split('\n')[0]).toBe('dapp.example wants you to sign in with your Polkadot account:');
    expect(session.signature).toMatch(/^0x[0-9a-f]+$/);
    const verify = kit.namespace('polkadot')!.siwx!.verify!;
    const network = kit.getState().chains.polkadot!.network.caipNetwork!;
    expect(await verify({ message: session.message, signature: session.signature, address: session.data.accountAddress, network }, undefined as never)).toBe(true);
    expect(await verify({ message: session.message.replace('Version: 1', 'Version: 2'), signature: session.signature, address: session.data.accountAddress, network }, undefined as never)).toBe(false);
  }, 30_000);
});
