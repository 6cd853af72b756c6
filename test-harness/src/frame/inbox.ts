import { randomBytes } from 'node:crypto';
import type { Notifier } from './notifier';
import type { DevInbox, InboxMessage } from './types';

/** The dev inbox plus the way the server posts to it. */
export interface Inbox extends DevInbox {
  send(message: Omit<InboxMessage, 'id' | 'createdAt'>): InboxMessage;
}

/** Most messages kept; older ones are dropped first. */
export const INBOX_LIMIT = 1000;

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * An in-memory mailbox standing in for email delivery: every code and link the auth server
 * "sends" lands here, readable by tests (`inbox.waitFor`) and by a person (`GET /dev/inbox`).
 *
 * @example
 * const { code } = await frame.inbox.waitFor('ada@example.com', { kind: 'login-code' });
 */
export function createInbox(notifier: Notifier): Inbox {
  const messages: InboxMessage[] = [];
  const list = (email?: string): InboxMessage[] => messages.filter((message) => email === undefined || same(message.to, email)).map((message) => ({ ...message }));
  return {
    send(message) {
      const stored: InboxMessage = { ...message, id: randomBytes(8).toString('hex'), createdAt: new Date().toISOString() };
      messages.push(stored);
      if (messages.length > INBOX_LIMIT) messages.splice(0, messages.length - INBOX_LIMIT);
      notifier.notify();
      return { ...stored };
    },
    list,
    latest(email, kind) {
      return list(email)
        .filter((message) => kind === undefined || message.kind === kind)
        .at(-1);
    },
    waitFor(email, options = {}) {
      const find = (): InboxMessage | undefined => {
        const mine = list(email);
        const start = options.after === undefined ? 0 : mine.findIndex((message) => message.id === options.after) + 1;
        return mine.slice(start).find((message) => options.kind === undefined || message.kind === options.kind);
      };
      return notifier.wait(find, { timeoutMs: options.timeoutMs ?? 10_000, timeoutMessage: `No ${options.kind ?? 'message'} for ${email} arrived in the dev inbox` });
    },
    clear() {
      messages.splice(0);
    },
  };
}
