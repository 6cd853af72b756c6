// How a Solana RPC endpoint proves its cluster: its genesis hash, whose first 32 characters are
// the network's CAIP-2 reference.
import { describe, expect, it } from 'vitest';
import { solanaNamespace, genesisMatches } from './adapter';
import { solanaDevnet, solanaLocalnet, solanaMainnet } from '../networks';

const MAINNET_GENESIS = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d';
const DEVNET_GENESIS = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG';
// The harness's local endpoint (test-harness/src/solana/chains.ts LOCALNET_GENESIS_HASH).
const HARNESS_GENESIS = 'AK7zphcMpwwaFXRuPquNGSMjWsVvhFPZxtA3jyyEkZwQ';

describe('solana rpcIdentity', () => {
  it('asks getGenesisHash, tested by genesisMatches', () => {
    expect(solanaNamespace.rpcIdentity?.request).toEqual({ method: 'getGenesisHash' });
    expect(solanaNamespace.rpcIdentity?.matches).toBe(genesisMatches);
  });

  it('accepts the cluster’s own genesis hash only', () => {
    expect(genesisMatches(MAINNET_GENESIS, solanaMainnet)).toBe(true);
    expect(genesisMatches(DEVNET_GENESIS, solanaDevnet)).toBe(true);
    expect(genesisMatches(DEVNET_GENESIS, solanaMainnet)).toBe(false);
    expect(genesisMatches(MAINNET_GENESIS, solanaDevnet)).toBe(false);
    const local = solanaLocalnet('http://127.0.0.1:8899', { genesisHash: HARNESS_GENESIS });
    expect(genesisMatches(HARNESS_GENESIS, local)).toBe(true);
    expect(genesisMatches(MAINNET_GENESIS, local)).toBe(false);
  });

  it('refuses answers that are not a base58 hash', () => {
    for (const answer of [undefined, null, 1, '', MAINNET_GENESIS.slice(0, 31), `${MAINNET_GENESIS.slice(0, 32)}0OIl`, { hash: MAINNET_GENESIS }]) expect(genesisMatches(answer, solanaMainnet)).toBe(false);
  });

  it('cannot tell a local validator named without its genesis hash (solana:localnet) apart: any hash passes there', () => {
    const unnamed = solanaLocalnet('http://127.0.0.1:8899');
    expect(unnamed.caipNetworkId).toBe('solana:localnet');
    expect(genesisMatches(HARNESS_GENESIS, unnamed)).toBe(true);
    expect(genesisMatches('not a hash', unnamed)).toBe(false);
  });
});
