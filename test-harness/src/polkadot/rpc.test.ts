import { afterEach, describe, expect, it } from 'vitest';
import { POLKADOT_GENESIS_HASH, startSubstrateRpc, type SubstrateRpc } from './rpc';
import { encodeAccountInfo, SYSTEM_ACCOUNT_PREFIX, systemAccountKey } from './storage';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
// Alice with the Polkadot prefix 0: the same account.
const ALICE_DOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';

let rpc: SubstrateRpc | undefined;
afterEach(async () => {
  await rpc?.stop();
  rpc = undefined;
});

async function call(method: string, params: unknown[] = [], headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(rpc!.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return { status: response.status, body: await response.json().catch(() => 'not json') };
}

describe('the Substrate JSON-RPC stand-in', () => {
  it('keys System.Account as a node does (the well-known key of Alice)', () => {
    expect(SYSTEM_ACCOUNT_PREFIX).toBe('0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9');
    expect(systemAccountKey(ALICE)).toBe('0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9de1e86a9a8c739864cf3cc5ec2bea59fd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d');
    expect(systemAccountKey(ALICE_DOT)).toBe(systemAccountKey(ALICE));
  });

  it('answers System.Account with the balance set (SCALE AccountInfo), null for an absent account', async () => {
    rpc = await startSubstrateRpc({ genesisHash: POLKADOT_GENESIS_HASH, chain: 'Polkadot', balances: { [ALICE_DOT]: 12_345_000_000n } });
    expect((await call('state_getStorage', [systemAccountKey(ALICE)])).body).toEqual({ jsonrpc: '2.0', id: 1, result: encodeAccountInfo({ free: 12_345_000_000n }) });
    rpc.removeAccount(ALICE);
    expect((await call('state_getStorage', [systemAccountKey(ALICE)])).body).toMatchObject({ result: null });
    // A key whose hash part does not match its account is no System.Account key.
    const forged = systemAccountKey(ALICE).replace('de1e86a9', 'de1e86a8');
    rpc.setBalance(ALICE, 1n);
    expect((await call('state_getStorage', [forged])).body).toMatchObject({ result: null });
  });

  it('answers the genesis hash, chain name and properties, batches, and refuses unknown methods', async () => {
    rpc = await startSubstrateRpc({ genesisHash: POLKADOT_GENESIS_HASH, chain: 'Polkadot', properties: { ss58Format: 0, tokenDecimals: 10, tokenSymbol: 'DOT' } });
    expect(rpc.caip2).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182');
    expect((await call('chain_getBlockHash', [0])).body).toMatchObject({ result: POLKADOT_GENESIS_HASH });
    expect((await call('system_properties')).body).toMatchObject({ result: { ss58Format: 0, tokenDecimals: 10, tokenSymbol: 'DOT' } });
    expect((await call('author_submitExtrinsic', ['0x00'])).body).toMatchObject({ error: { code: -32601 } });
    const batch = await fetch(rpc.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'system_chain', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'chain_getBlockHash', params: ['0x0'] },
      ]),
    });
    expect(await batch.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'Polkadot' },
      { jsonrpc: '2.0', id: 2, result: POLKADOT_GENESIS_HASH },
    ]);
    expect(rpc.requests().map((r) => r.method)).toEqual(['chain_getBlockHash', 'system_properties', 'author_submitExtrinsic', 'system_chain', 'chain_getBlockHash']);
  });

  it('lets pages on other ports call it (CORS preflight) and injects faults', async () => {
    rpc = await startSubstrateRpc();
    const preflight = await fetch(rpc.url, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5000', 'access-control-request-headers': 'content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5000');
    rpc.setFault({ status: 503 });
    expect((await call('system_chain')).status).toBe(503);
    rpc.setFault({ rpcError: { code: -32000, message: 'node is syncing' } });
    expect((await call('system_chain')).body).toMatchObject({ error: { code: -32000, message: 'node is syncing' } });
    rpc.setFault({ malformed: true });
    expect((await call('system_chain')).body).toBe('not json');
    rpc.setFault(undefined);
    expect((await call('system_chain')).body).toMatchObject({ result: 'Latchkey Dev' });
  });
});
