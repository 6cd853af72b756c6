import type { WalletContext } from '../context';

/** Handles one RPC method; `params` is always an array (EIP-1193 allows an object, wrapped). */
export type MethodHandler = (ctx: WalletContext, params: readonly unknown[]) => Promise<unknown>;

/** A method table: name to handler. */
export type MethodTable = Record<string, MethodHandler>;
