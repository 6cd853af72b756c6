import { describe, expect, it } from 'vitest';
import * as caip from './index';

describe('caip public API', () => {
  it('exports exactly the documented names: CAIP grammar only, no chain family (address rules live in each chain plugin)', () => {
    expect(Object.keys(caip).sort()).toEqual(['formatCaipAddress', 'formatCaipNetworkId', 'isCaipAddress', 'isCaipNetworkId', 'isChainNamespace', 'parseCaipAddress', 'parseCaipNetworkId']);
  });
});
