// The relay's message store: what was published to a topic stays until its ttl runs out, and is
// handed to every client that subscribes to the topic later and has not acknowledged it yet
// (WalletConnect's "mailbox": the wallet may pair minutes after the dapp published its proposal).

/** One published message. */
export interface StoredMessage {
  /** Order of arrival, unique per relay. */
  readonly seq: number;
  readonly topic: string;
  /** The envelope as the publisher sent it (base64, encrypted by the clients; the relay never reads it). */
  readonly message: string;
  readonly tag: number;
  /** Seconds. */
  readonly ttl: number;
  /** Milliseconds since the epoch. */
  readonly publishedAt: number;
  readonly expiresAt: number;
  readonly attestation?: string;
  /** Client id of the publisher: it never gets its own message back. */
  readonly publisher: string;
  /** Client ids that acknowledged (or fetched) it: they do not get it again. */
  readonly receivedBy: Set<string>;
}

/** What a publish brings. */
export interface PublishInput {
  topic: string;
  message: string;
  ttl: number;
  tag: number;
  attestation?: string;
  publisher: string;
}

/** The store. One per relay; it survives the relay's restarts unless cleared. */
export interface Mailbox {
  /** Stores a message; the same envelope on the same topic again is a duplicate (publisher retries) and is not stored twice. */
  add(input: PublishInput): { stored: StoredMessage; duplicate: boolean };
  /** Unexpired messages on `topic` that `clientId` neither published nor received, oldest first. */
  pendingFor(topic: string, clientId: string): StoredMessage[];
  markReceived(message: StoredMessage, clientId: string): void;
  /** True while `message` is stored and unexpired. */
  isLive(message: StoredMessage): boolean;
  /** Drops expired messages; returns how many. */
  sweep(): number;
  size(): number;
  clear(): void;
}

/**
 * Makes an empty mailbox holding at most `maxMessages` (the oldest go first when full).
 *
 * @example
 * const mailbox = createMailbox({ maxMessages: 1000 });
 * mailbox.add({ topic, message, ttl: 300, tag: 1100, publisher: 'dapp' });
 * mailbox.pendingFor(topic, 'wallet'); // [that message]
 */
export function createMailbox(options: { maxMessages: number; now?: () => number }): Mailbox {
  const now = options.now ?? Date.now;
  const byTopic = new Map<string, StoredMessage[]>();
  let count = 0;
  let seq = 0;

  const removeWhere = (predicate: (message: StoredMessage) => boolean): number => {
    let removed = 0;
    for (const [topic, list] of byTopic) {
      const kept = list.filter((message) => !predicate(message));
      removed += list.length - kept.length;
      if (kept.length === 0) byTopic.delete(topic);
      else if (kept.length !== list.length) byTopic.set(topic, kept);
    }
    count -= removed;
    return removed;
  };

  const dropOldest = (): void => {
    let oldest: StoredMessage | undefined;
    for (const list of byTopic.values()) if (list[0] && (!oldest || list[0].seq < oldest.seq)) oldest = list[0];
    if (oldest) {
      const victim = oldest;
      removeWhere((message) => message === victim);
    }
  };

  return {
    add(input) {
      const at = now();
      const existing = byTopic.get(input.topic)?.find((message) => message.message === input.message && message.expiresAt > at);
      if (existing) return { stored: existing, duplicate: true };
      while (count >= options.maxMessages) dropOldest();
      seq += 1;
      const stored: StoredMessage = {
        seq,
        topic: input.topic,
        message: input.message,
        tag: input.tag,
        ttl: input.ttl,
        publishedAt: at,
        expiresAt: at + input.ttl * 1000,
        ...(input.attestation === undefined ? {} : { attestation: input.attestation }),
        publisher: input.publisher,
        receivedBy: new Set(),
      };
      byTopic.set(input.topic, [...(byTopic.get(input.topic) ?? []), stored]);
      count += 1;
      return { stored, duplicate: false };
    },
    pendingFor(topic, clientId) {
      const at = now();
      return (byTopic.get(topic) ?? []).filter((message) => message.expiresAt > at && message.publisher !== clientId && !message.receivedBy.has(clientId));
    },
    markReceived(message, clientId) {
      message.receivedBy.add(clientId);
    },
    isLive(message) {
      return message.expiresAt > now() && (byTopic.get(message.topic)?.includes(message) ?? false);
    },
    sweep() {
      const at = now();
      return removeWhere((message) => message.expiresAt <= at);
    },
    size: () => count,
    clear() {
      byTopic.clear();
      count = 0;
    },
  };
}
