import { rpcError } from '../errors';
import type { MethodTable } from './types';

const ETH_ACCOUNTS_PERMISSION = 'eth_accounts';

function permissions(accounts: readonly string[]): unknown[] {
  if (accounts.length === 0) return [];
  return [
    {
      parentCapability: ETH_ACCOUNTS_PERMISSION,
      invoker: typeof location === 'undefined' ? 'node' : location.origin,
      caveats: [{ type: 'restrictReturnedAccounts', value: [...accounts] }],
    },
  ];
}

/**
 * Account access: eth_requestAccounts connects (the mock "user" approves at once unless
 * rejectNext was armed); a locked wallet rejects with 4001, as if the user dismissed the unlock
 * prompt. The wallet_*Permissions methods are MetaMask's (EIP-2255), used by kits to reconnect
 * and disconnect.
 */
export const accountMethods: MethodTable = {
  async eth_requestAccounts(ctx) {
    if (ctx.state.locked) throw rpcError('userRejected', 'the wallet is locked');
    ctx.authorize();
    return ctx.exposedAccounts();
  },
  async eth_accounts(ctx) {
    return ctx.exposedAccounts();
  },
  async eth_coinbase(ctx) {
    return ctx.exposedAccounts()[0] ?? null;
  },
  async wallet_requestPermissions(ctx, params) {
    const request = params[0];
    if (typeof request !== 'object' || request === null || !(ETH_ACCOUNTS_PERMISSION in request)) {
      throw rpcError('invalidParams', 'only the eth_accounts permission can be requested');
    }
    if (ctx.state.locked) throw rpcError('userRejected', 'the wallet is locked');
    ctx.authorize();
    return permissions(ctx.exposedAccounts());
  },
  async wallet_getPermissions(ctx) {
    return permissions(ctx.exposedAccounts());
  },
  async wallet_revokePermissions(ctx) {
    if (ctx.state.authorized) {
      ctx.state.authorized = false;
      ctx.emitAccounts();
    }
    return null;
  },
};
