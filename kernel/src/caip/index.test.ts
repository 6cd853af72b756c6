import { describe, expect, it } from 'vitest';
import * as caip from './index';

describe('caip public API', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(caip).sort()).toEqual([
      'CHAIN_NAMESPACES', 'assertAddress', 'formatCaipAddress', 'formatCaipNetworkId', 'getAddressError',
      'getBip122AddressError', 'getCosmosAddressError', 'getEip155AddressError', 'getPolkadotAddressError',
      'getSolanaAddressError', 'isAddress', 'isCaipAddress', 'isCaipNetworkId', 'isChainNamespace',
      'parseCaipAddress', 'parseCaipNetworkId', 'toChecksumAddress',
    ]);
  });
});
