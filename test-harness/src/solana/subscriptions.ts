// The websocket (PubSub) side of the endpoint: signatureSubscribe and slotSubscribe, which is what
// @solana/web3.js 1.x's confirmTransaction and @solana/kit's sendAndConfirmTransactionFactory wait
// on. A signature subscription fires once and ends, as agave's does; one for a signature that has
// already landed fires at once (agave would wait for the next status change, which never comes
// on a chain where everything is final immediately; both clients also poll once after subscribing).
import type { WebSocket } from 'ws';
import { answer, stringifyJson } from './json-rpc';
import type { Ledger, SignatureStatus } from './ledger';
import { invalidParams } from './rpc-error';
import type { RpcMethod } from './rpc-methods';

/** Shared by every connection of one endpoint, so subscription ids are unique per endpoint. */
export interface SubscriptionIds {
  next: number;
}

/** Largest websocket message the endpoint accepts. */
export const MAX_WS_MESSAGE_BYTES = 1024 * 1024;

/**
 * Serves JSON-RPC subscriptions on one websocket until it closes.
 *
 * @example
 * wss.on('connection', (socket) => serveSubscriptions(socket, ledger, ids));
 */
export function serveSubscriptions(socket: WebSocket, ledger: Ledger, ids: SubscriptionIds): void {
  const active = new Map<number, () => void>();
  const send = (message: unknown): void => {
    if (socket.readyState === socket.OPEN) socket.send(stringifyJson(message));
  };
  const notify = (method: string, subscription: number, result: unknown): void => send({ jsonrpc: '2.0', method, params: { result, subscription } });

  const signatureNotification = (id: number, status: SignatureStatus): void => {
    active.get(id)?.();
    notify('signatureNotification', id, { context: { slot: status.slot }, value: { err: status.err } });
  };

  const unsubscribe: RpcMethod = (params) => {
    const id = params[0];
    const dispose = typeof id === 'number' ? active.get(id) : undefined;
    if (!dispose) throw invalidParams('Invalid subscription id.');
    dispose();
    return true;
  };

  const methods: Record<string, RpcMethod> = {
    signatureSubscribe(params) {
      const signature = params[0];
      if (typeof signature !== 'string' || signature === '') throw invalidParams('expected a base58 signature');
      const id = ids.next++;
      const stop = ledger.onSignature((landed, status) => {
        if (landed === signature) signatureNotification(id, status);
      });
      active.set(id, () => {
        stop();
        active.delete(id);
      });
      const status = ledger.status(signature);
      // After the subscribe answer has gone out.
      if (status) queueMicrotask(() => active.has(id) && signatureNotification(id, status));
      return id;
    },
    slotSubscribe() {
      const id = ids.next++;
      const stop = ledger.onSlot((info) => notify('slotNotification', id, info));
      active.set(id, () => {
        stop();
        active.delete(id);
      });
      return id;
    },
    signatureUnsubscribe: unsubscribe,
    slotUnsubscribe: unsubscribe,
  };

  socket.on('message', (data, isBinary) => {
    const text = isBinary ? '' : data.toString();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
      return;
    }
    // Clients ping with a JSON-RPC notification ({ method: 'ping' }, no id): no answer.
    for (const request of Array.isArray(parsed) ? parsed : [parsed]) {
      const response = answer(request, methods);
      if (response) send(response);
    }
  });
  socket.on('close', () => {
    for (const dispose of [...active.values()]) dispose();
  });
}
