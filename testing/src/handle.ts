// The handle a test holds for one namespace: each method runs the namespace's controller inside
// the page (window.__latchkeyTesting[namespace]) through Playwright's evaluate.
import { CONTROLLERS_GLOBAL } from './browser/controller';
import { pageOf, type WalletTarget } from './target';
import type { JsonValue, PendingPrompt, WaitForPromptOptions, WalletCall, WalletHandle, WalletNamespace } from './types';

/** Limit of one call into the page; a page that stopped answering (a blocking dialog…) fails the call instead of hanging it. */
export const PAGE_CALL_TIMEOUT_MS = 10_000;
/** How often waitForPrompt looks. */
const PROMPT_POLL_MS = 50;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Settles with `promise`, or rejects after `ms`. */
async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The expression that calls `controller[action](...args)` in the page. Arguments go in as JSON
 * (trailing undefined ones dropped), so nothing from the test is ever evaluated as code.
 */
export function controllerCall(namespace: WalletNamespace, action: string, args: readonly unknown[]): string {
  const list = [...args];
  while (list.length > 0 && list.at(-1) === undefined) list.pop();
  const missing = `No ${namespace} wallets in this page. installWallets() adds them to documents loaded after it: navigate (page.goto) once it has resolved.`;
  return `(async () => {
  const controller = (window[${JSON.stringify(CONTROLLERS_GLOBAL)}] || {})[${JSON.stringify(namespace)}];
  if (!controller) throw new Error(${JSON.stringify(missing)} + ' (page: ' + location.href + ')');
  return await controller[${JSON.stringify(action)}](...${JSON.stringify(list)});
})()`;
}

/**
 * Creates the handle of one namespace on `target` (a page, or the newest page of a context).
 *
 * @example
 * ```ts
 * const evm = createHandle(page, 'evm');
 * await evm.rejectNext();
 * ```
 */
export function createHandle(target: WalletTarget, namespace: WalletNamespace): WalletHandle {
  const call = async <T>(action: string, ...args: unknown[]): Promise<T> =>
    withTimeout(pageOf(target).evaluate(controllerCall(namespace, action, args)) as Promise<T>, PAGE_CALL_TIMEOUT_MS, `${namespace}.${action}()`);
  const handle: WalletHandle = {
    namespace,
    approveNext: () => call('approveNext'),
    rejectNext: (options) => call('rejectNext', options),
    delayNext(ms) {
      if (!Number.isFinite(ms) || ms < 0) return Promise.reject(new RangeError(`delayNext: ${String(ms)} is not a delay in milliseconds`));
      return call('delayNext', ms);
    },
    setApproval(mode) {
      if (mode !== 'auto' && mode !== 'manual') return Promise.reject(new RangeError(`setApproval: expected 'auto' or 'manual', got ${String(mode)}`));
      return call('setApproval', mode);
    },
    pending: () => call<PendingPrompt[]>('pending'),
    async waitForPrompt(options: WaitForPromptOptions = {}) {
      const timeoutMs = options.timeoutMs ?? PAGE_CALL_TIMEOUT_MS;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (await handle.pending()).find((prompt) => options.method === undefined || prompt.method === options.method);
        if (found) return found;
        if (Date.now() >= deadline) throw new Error(`No ${namespace} prompt${options.method ? ` for ${options.method}` : ''} within ${timeoutMs} ms (is approval 'manual'? see setApproval)`);
        await sleep(PROMPT_POLL_MS);
      }
    },
    requests: () => call<WalletCall[]>('requests'),
    clearRequests: () => call('clearRequests'),
    accounts: () => call<string[]>('accounts'),
    control: (name: string, ...args: JsonValue[]) => call('control', name, ...args),
  };
  return handle;
}
