import { describe, expect, it } from 'vitest';
import { ProviderRpcError, RPC_ERRORS, messageForCode, rpcError, toProviderRpcError } from './errors';
import { isData, isQuantity, parseChainIdParam, toHexChainId } from './hex';
import providerErrors from './vectors/provider_errors.json';
import valueEncoding from './vectors/eip1474_value_encoding.json';

const entries = Object.values(RPC_ERRORS);
const byCode = (code: number) => entries.filter((entry) => entry.code === code);

describe('RPC_ERRORS against vectors/provider_errors.json', () => {
  it('has every EIP-1193 provider error, named as in the table', () => {
    for (const row of providerErrors.eip1193_provider_errors.table) {
      expect(byCode(row.code).map((e) => e.message)).toContain(row.name);
    }
  });

  it('has every EIP-1474 JSON-RPC error with its message', () => {
    for (const row of providerErrors.eip1474_jsonrpc_errors.table) {
      expect(byCode(row.code).map((e) => e.message)).toContain(row.message);
    }
  });

  it('has every EIP-5792 error with its message', () => {
    for (const row of providerErrors.eip5792_wallet_call_api_errors.table) {
      expect(byCode(row.code).map((e) => e.message)).toContain(row.message);
    }
  });

  it('has the 4902 wallet convention with its message', () => {
    const [row] = providerErrors.wallet_conventions_not_in_any_eip;
    expect(RPC_ERRORS.unrecognizedChain).toEqual({ code: row!.code, message: row!.message });
  });

  it('uses one message per code', () => {
    for (const entry of entries) expect(new Set(byCode(entry.code).map((e) => e.message)).size).toBe(1);
  });
});

describe('ProviderRpcError', () => {
  it('is an Error with an integer code, a message and optional data', () => {
    const error = rpcError('invalidParams', 'bad chainId', { field: 'chainId' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error.code).toBe(-32602);
    expect(error.message).toBe('Invalid params: bad chainId');
    expect(error.toJSON()).toEqual({ code: -32602, message: 'Invalid params: bad chainId', data: { field: 'chainId' } });
    expect(rpcError('userRejected').toJSON()).toEqual({ code: 4001, message: 'User Rejected Request' });
  });

  it('normalises foreign errors', () => {
    expect(toProviderRpcError(new Error('boom')).toJSON()).toEqual({ code: -32603, message: 'Internal error: boom' });
    expect(toProviderRpcError({ code: 3, message: 'execution reverted', data: '0x08c379a0' }).toJSON()).toEqual({ code: 3, message: 'execution reverted', data: '0x08c379a0' });
    expect(toProviderRpcError({ code: 4100 }).message).toBe('Unauthorized');
    expect(messageForCode(4200)).toBe('Unsupported Method');
    expect(messageForCode(1234)).toBeUndefined();
  });
});

describe('hex encoding against vectors/eip1474_value_encoding.json', () => {
  it('classifies quantities', () => {
    for (const row of valueEncoding.quantity) expect([row.value, isQuantity(row.value)]).toEqual([row.value, row.valid]);
  });

  it('classifies data', () => {
    for (const row of valueEncoding.data) expect([row.value, isData(row.value)]).toEqual([row.value, row.valid]);
  });

  it('parses and encodes chain ids per EIP-695', () => {
    const example = valueEncoding.eip695_eth_chainId_example;
    expect(parseChainIdParam(example.response.result)).toBe(example.decimal);
    expect(toHexChainId(example.decimal)).toBe(example.response.result);
    for (const bad of ['0x', '0x00', '0x0400', 'ff', 31337, '0x0']) {
      expect(() => parseChainIdParam(bad)).toThrow(expect.objectContaining({ code: -32602 }));
    }
  });
});
