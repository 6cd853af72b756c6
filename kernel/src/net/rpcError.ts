import { KitError } from '../errors';

/** A JSON-RPC error reply (`{ code, message, data }`), kept as a typed error. */
export class RpcError extends KitError {
  declare readonly code: 'RPC_ERROR';
  declare readonly rpcCode: number;
  constructor(rpcCode: number, message: string, data?: unknown) {
    super(message, { data: { rpcCode, rpcData: data } });
    this.name = 'RpcError';
    this.code = 'RPC_ERROR';
    this.rpcCode = rpcCode;
  }
}
