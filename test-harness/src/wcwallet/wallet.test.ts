// A dapp on the official @walletconnect/universal-provider and the harness's wallet peer, paired
// through the relay double of one local stack: sessions, real signatures and transactions on the
// local chains, session events, wallet-side disconnect, and a relay that dies mid-session.
import dns from 'node:dns';
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { UniversalProvider } from '@walletconnect/universal-provider';
import { createPublicClient, http, parseEther, stringToHex, verifyMessage, verifyTypedData } from 'viem';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARDHAT_ACCOUNTS } from '../chain/accounts';
import { isPortFree } from '../chain/ports';
import { SOLANA_TEST_ACCOUNTS } from '../solana/accounts';
import { verifyEd25519 } from '../solana/wallet/keys';
import { base58, base64, parseWireTransaction } from '../solana/wire';
import { startStack } from '../stack';
import type { Stack } from '../stack';
import { wcWalletOptions, WC_WALLET_EVM_ACCOUNTS, WC_WALLET_SOLANA_ACCOUNT } from './from-stack';
import { closeClient, offlineClientOptions, tameVerify } from './offline';
import type { WcWallet } from './types';
import { createWcWallet } from './wallet';

type Dapp = Awaited<ReturnType<typeof UniversalProvider.init>>;

const EVM_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'];
const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'];
const WALLET_EVM = HARDHAT_ACCOUNTS[WC_WALLET_EVM_ACCOUNTS[0]!]!.address;
const WALLET_EVM_SECOND = HARDHAT_ACCOUNTS[WC_WALLET_EVM_ACCOUNTS[1]!]!.address;
const WALLET_SOLANA = SOLANA_TEST_ACCOUNTS[WC_WALLET_SOLANA_ACCOUNT]!.address;

/** Every URL fetched and every host name looked up while the file ran: nothing may leave 127.0.0.1. */
const fetched: string[] = [];
const lookups: string[] = [];

let stack: Stack;
let wallet: WcWallet;
let dapp: Dapp;
let restoreGlobals: () => void;

function namespaces() {
  return {
    eip155: {
      chains: ['eip155:31337', 'eip155:31338'],
      methods: EVM_METHODS,
      events: ['chainChanged', 'accountsChanged'],
      // The provider sends what the session does not cover (eth_blockNumber, …) to these, not to rpc.walletconnect.org.
      rpcMap: { 31337: stack.urls.chainA, 31338: stack.urls.chainB },
    },
    solana: {
      chains: [stack.solana.caip2],
      methods: SOLANA_METHODS,
      events: [],
      rpcMap: { [stack.solana.caip2]: stack.urls.solana },
    },
  };
}

async function newDapp(): Promise<Dapp> {
  const provider = await UniversalProvider.init(
    offlineClientOptions({ relayUrl: stack.urls.relay, metadata: { name: 'Latchkey test dapp', description: 'vitest', url: 'http://127.0.0.1:5173', icons: [] }, label: 'dapp' }),
  );
  tameVerify(provider.client);
  return provider;
}

/** The dapp proposes, the wallet pairs from the URI it displays; resolves with both ends' view. */
async function pairDapp(provider: Dapp) {
  const uri = new Promise<string>((resolve) => provider.once('display_uri', resolve));
  const session = provider.connect({ optionalNamespaces: namespaces() });
  const walletSession = wallet.connect(await uri, { timeoutMs: 10_000 });
  return { session: await session, walletSession: await walletSession };
}

function nextEvent<T>(provider: Dapp, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    provider.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

beforeAll(async () => {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    fetched.push(input instanceof Request ? input.url : String(input));
    return realFetch(input, init);
  };
  // Every socket to a host name (fetch, node-fetch, ws) resolves it through here first.
  const realLookup = dns.lookup;
  dns.lookup = ((hostname: string, ...rest: unknown[]) => {
    lookups.push(hostname);
    return (realLookup as (...args: unknown[]) => unknown)(hostname, ...rest);
  }) as typeof dns.lookup;
  restoreGlobals = () => {
    globalThis.fetch = realFetch;
    dns.lookup = realLookup;
  };
  stack = await startStack({ ports: 'free' });
  wallet = await createWcWallet(wcWalletOptions({ chains: stack.chains.chains, solanaUrl: stack.urls.solana, relayUrl: stack.urls.relay }, { sdkTimeoutMs: 10_000 }));
  dapp = await newDapp();
});

afterAll(async () => {
  await wallet?.close();
  if (dapp) await closeClient(dapp.client);
  await stack?.stop();
  restoreGlobals?.();
});

describe('a dapp on universal-provider and the wallet peer, through the relay double', () => {
  it('pairs from the wc: URI into one session for both EVM chains and the local Solana chain', async () => {
    const { session, walletSession } = await pairDapp(dapp);
    expect(session?.topic).toBe(walletSession.topic);
    const { eip155, solana } = session!.namespaces;
    expect(eip155!.chains).toEqual(['eip155:31337', 'eip155:31338']);
    expect(eip155!.accounts).toEqual([
      `eip155:31337:${WALLET_EVM}`,
      `eip155:31337:${WALLET_EVM_SECOND}`,
      `eip155:31338:${WALLET_EVM}`,
      `eip155:31338:${WALLET_EVM_SECOND}`,
    ]);
    expect(eip155!.methods).toEqual(EVM_METHODS);
    expect(solana!.accounts).toEqual([`${stack.solana.caip2}:${WALLET_SOLANA}`]);
    expect(solana!.methods).toEqual(SOLANA_METHODS);
    expect(walletSession.peer).toMatchObject({ name: 'Latchkey test dapp', url: 'http://127.0.0.1:5173' });
    expect(await dapp.request<string[]>({ method: 'eth_accounts' }, 'eip155:31337')).toEqual([WALLET_EVM, WALLET_EVM_SECOND]);
    // The relay did the implicit subscriptions: the dapp never irn_subscribed to its pairing topic.
    expect(stack.relay.stats.requests).toMatchObject({ wc_proposeSession: 1, wc_approveSession: 1 });
  });

  it('personal_sign and eth_signTypedData_v4: real signatures that viem verifies', async () => {
    const message = 'Sign in to the Latchkey test dapp';
    const signature = await dapp.request<Hex>({ method: 'personal_sign', params: [stringToHex(message), WALLET_EVM] }, 'eip155:31337');
    expect(await verifyMessage({ address: WALLET_EVM, message, signature })).toBe(true);
    const typed = {
      domain: { name: 'Latchkey', version: '1', chainId: 31338 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'hello' },
    };
    const typedSignature = await dapp.request<Hex>({ method: 'eth_signTypedData_v4', params: [WALLET_EVM, JSON.stringify(typed)] }, 'eip155:31338');
    expect(await verifyTypedData({ address: WALLET_EVM, ...typed, signature: typedSignature })).toBe(true);
  });

  it('eth_sendTransaction is mined on the chain the request names', async () => {
    const recipient = HARDHAT_ACCOUNTS[8]!.address;
    const client = createPublicClient({ transport: http(stack.urls.chainB) });
    const before = await client.getBalance({ address: recipient });
    const hash = await dapp.request<Hex>({ method: 'eth_sendTransaction', params: [{ from: WALLET_EVM, to: recipient, value: `0x${parseEther('0.25').toString(16)}` }] }, 'eip155:31338');
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: 10_000 });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(WALLET_EVM.toLowerCase());
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('0.25'));
    // Reads the session does not cover go to the rpcMap, not to rpc.walletconnect.org. (Note: the
    // provider sends them to its *default* chain's RPC, whatever chain the call names.)
    const chainA = createPublicClient({ transport: http(stack.urls.chainA) });
    expect(Number(await dapp.request<string>({ method: 'eth_blockNumber' }, 'eip155:31337'))).toBe(Number(await chainA.getBlockNumber()));
  });

  it('solana_signMessage: base58 in, an ed25519 signature out', async () => {
    const message = new TextEncoder().encode('Sign in to the Latchkey test dapp (Solana)');
    const { signature } = await dapp.request<{ signature: string }>({ method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: WALLET_SOLANA } }, stack.solana.caip2);
    expect(verifyEd25519(base58.decode(signature), message, new PublicKey(WALLET_SOLANA).toBytes())).toBe(true);
  });

  it('solana_signTransaction and solana_signAndSendTransaction: signed for real, landed on the local validator', async () => {
    const connection = new Connection(stack.urls.solana, 'confirmed');
    const from = new PublicKey(WALLET_SOLANA);
    const to = new PublicKey(SOLANA_TEST_ACCOUNTS[4]!.address);
    const transfer = async (lamports: number): Promise<string> => {
      const transaction = new Transaction({ feePayer: from, recentBlockhash: (await connection.getLatestBlockhash()).blockhash }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }));
      return Buffer.from(transaction.serialize({ requireAllSignatures: false })).toString('base64');
    };

    const unsigned = await transfer(1000);
    const signed = await dapp.request<{ signature: string; transaction: string }>({ method: 'solana_signTransaction', params: { transaction: unsigned, pubkey: WALLET_SOLANA } }, stack.solana.caip2);
    const wire = parseWireTransaction(base64.decode(signed.transaction));
    expect(base58.encode(wire.signatures[0]!)).toBe(signed.signature);
    expect(verifyEd25519(wire.signatures[0]!, wire.messageBytes, from.toBytes())).toBe(true);

    const before = await connection.getBalance(to);
    const { signature } = await dapp.request<{ signature: string }>(
      { method: 'solana_signAndSendTransaction', params: { transaction: await transfer(5000), pubkey: WALLET_SOLANA, sendOptions: { skipPreflight: false } } },
      stack.solana.caip2,
    );
    const status = await connection.getSignatureStatuses([signature]);
    expect(status.value[0]).toMatchObject({ err: null });
    expect(await connection.getBalance(to)).toBe(before + 5000);
  });

  it('rejectNext, setDelay and manual approval play the user', async () => {
    wallet.rejectNext();
    await expect(dapp.request({ method: 'personal_sign', params: [stringToHex('no'), WALLET_EVM] }, 'eip155:31337')).rejects.toMatchObject({ code: 4001, message: 'User Rejected Request' });

    wallet.setDelay(300);
    const started = Date.now();
    await dapp.request({ method: 'personal_sign', params: [stringToHex('slow'), WALLET_EVM] }, 'eip155:31337');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    wallet.setDelay(0);

    wallet.setAutoApprove(false);
    const answer = dapp.request<Hex>({ method: 'personal_sign', params: [stringToHex('held'), WALLET_EVM] }, 'eip155:31337');
    const held = await wallet.waitForPending({ kind: 'request' });
    expect(held).toMatchObject({ method: 'personal_sign', chainId: 'eip155:31337', peer: { name: 'Latchkey test dapp' } });
    await wallet.approve(held.id);
    expect(await verifyMessage({ address: WALLET_EVM, message: 'held', signature: await answer })).toBe(true);
    const refused = dapp.request({ method: 'personal_sign', params: [stringToHex('refused'), WALLET_EVM] }, 'eip155:31337');
    await wallet.reject((await wallet.waitForPending()).id, 4100);
    await expect(refused).rejects.toMatchObject({ code: 4100 });
    wallet.setAutoApprove(true);
    expect(wallet.requests().filter((entry) => entry.method === 'personal_sign').map((entry) => entry.outcome)).toEqual(['resolved', 'rejected', 'resolved', 'resolved', 'rejected']);
  });

  it('emits chainChanged and accountsChanged into the session', async () => {
    const chainChanged = nextEvent<string>(dapp, 'chainChanged');
    await wallet.setChain(31338);
    expect(Number(await chainChanged)).toBe(31338);
    const accountsChanged = nextEvent<string[]>(dapp, 'accountsChanged');
    await wallet.selectAccount(1);
    expect(await accountsChanged).toEqual([WALLET_EVM_SECOND, WALLET_EVM]);
    // An index counts in the configured order: account 0 is the first again, whatever is selected now.
    const back = nextEvent<string[]>(dapp, 'accountsChanged');
    await wallet.selectAccount(0);
    expect(await back).toEqual([WALLET_EVM, WALLET_EVM_SECOND]);
    // A chain the session lacks: wallet_addEthereumChain, then a switch the wallet answers with a session update.
    await dapp.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x7a6a', chainName: 'Latchkey Chain B', rpcUrls: [stack.urls.chainB], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }] }, 'eip155:31337');
    await expect(dapp.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }, 'eip155:31337')).rejects.toMatchObject({ code: 4902 });
  });

  it('survives the relay being killed, and restarted, mid-session', async () => {
    const reconnected = async (): Promise<void> => {
      // Both clients are back and have resubscribed (irn_batchSubscribe) to their topics.
      await stack.relay.waitFor(() => stack.relay.requests().filter((entry) => entry.method === 'irn_batchSubscribe').length >= 2, { timeoutMs: 10_000 });
    };
    stack.relay.clearRequests();
    stack.relay.kill();
    await reconnected();
    const afterKill = await dapp.request<Hex>({ method: 'personal_sign', params: [stringToHex('after kill'), WALLET_EVM] }, 'eip155:31337');
    expect(await verifyMessage({ address: WALLET_EVM, message: 'after kill', signature: afterKill })).toBe(true);

    // Down for a while with a request waiting at the wallet: the answer goes out once the relay is back.
    wallet.setAutoApprove(false);
    const answer = dapp.request<Hex>({ method: 'personal_sign', params: [stringToHex('across a restart'), WALLET_EVM] }, 'eip155:31337');
    const held = await wallet.waitForPending({ kind: 'request' });
    stack.relay.clearRequests();
    await stack.relay.restart({ downMs: 300 });
    await reconnected();
    await wallet.approve(held.id);
    wallet.setAutoApprove(true);
    expect(await verifyMessage({ address: WALLET_EVM, message: 'across a restart', signature: await answer })).toBe(true);
  });

  it('a wallet-side disconnect reaches the dapp', async () => {
    const deleted = nextEvent<{ topic: string }>(dapp, 'session_delete');
    const topic = wallet.sessions()[0]!.topic;
    await wallet.disconnect();
    expect((await deleted).topic).toBe(topic);
    expect(dapp.session).toBeUndefined();
    expect(wallet.sessions()).toEqual([]);
  });

  it('a refused proposal fails the dapp\'s connect with the wallet\'s reason', async () => {
    const second = await newDapp();
    try {
      wallet.rejectNext(undefined, { target: 'proposal' });
      const uri = new Promise<string>((resolve) => second.once('display_uri', resolve));
      const connecting = second.connect({ optionalNamespaces: namespaces() });
      connecting.catch(() => undefined);
      await wallet.pair(await uri);
      await expect(connecting).rejects.toMatchObject({ code: 5000, message: 'User rejected.' });
    } finally {
      await closeClient(second.client);
    }
  });

  it('a switch to a chain the session lacks: the wallet adds it by a session update, then says chainChanged', async () => {
    const chainAOnly = await newDapp();
    try {
      const uri = new Promise<string>((resolve) => chainAOnly.once('display_uri', resolve));
      const connecting = chainAOnly.connect({ optionalNamespaces: { eip155: { ...namespaces().eip155, chains: ['eip155:31337'] } } });
      await wallet.connect(await uri);
      expect((await connecting)!.namespaces.eip155!.chains).toEqual(['eip155:31337']);
      const updated = nextEvent<{ params: { namespaces: Record<string, { chains: string[] }> } }>(chainAOnly, 'session_update');
      const changed = nextEvent<string>(chainAOnly, 'chainChanged');
      expect(await chainAOnly.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }, 'eip155:31337')).toBeNull();
      expect((await updated).params.namespaces.eip155!.chains).toEqual(['eip155:31337', 'eip155:31338']);
      expect(Number(await changed)).toBe(31338);
      const signature = await chainAOnly.request<Hex>({ method: 'personal_sign', params: [stringToHex('on B'), WALLET_EVM] }, 'eip155:31338');
      expect(await verifyMessage({ address: WALLET_EVM, message: 'on B', signature })).toBe(true);
      await wallet.disconnect();
    } finally {
      await closeClient(chainAOnly.client);
    }
  });

  it('never called anything but 127.0.0.1', () => {
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((url) => !url.startsWith('http://127.0.0.1:'))).toEqual([]);
    expect(lookups.filter((host) => host !== '127.0.0.1')).toEqual([]);
  });

  it('closes cleanly: the wallet and the dapp first, then the stack frees the relay port', async () => {
    await wallet.close();
    await closeClient(dapp.client);
    await stack.relay.waitFor((stats) => stats.connections === 0);
    await stack.stop();
    expect(await isPortFree(stack.relay.port)).toBe(true);
  });
});
