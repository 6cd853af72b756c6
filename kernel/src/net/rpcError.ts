import { KitError } from '../errors';

/** A JSON-RPC error reply (`{ code, message, data }`), kept as a typed error. */
export class RpcError extends KitError {
  override name = 'RpcError';
  override readonly code = 'RPC_ERROR';
  readonly rpcCode: number;
  constructor(rpcCode: number, message: string, data?: unknown) {
    super(message, { data: { rpcCode, rpcData: data } });
    this.rpcCode = rpcCode;
  }
}
