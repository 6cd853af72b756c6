// The relay JSON-RPC methods the WalletConnect 2.x SDK calls (read from @walletconnect/core
// 2.25.0: its subscriber, publisher and `publishCustom`), with their parameters checked. The
// transport (sockets, pushes, acknowledgements) is in server.ts; these handlers only decide.
import { relayError } from './json';

/** Longest ttl a message may ask for: 30 days, the SDK's longest (session settle / expiry). */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Longest topic accepted (the SDK's are 64 hex characters). */
export const MAX_TOPIC_LENGTH = 256;
/** Most topics in one batch call (the SDK sends at most 500). */
export const MAX_BATCH_TOPICS = 1000;

/**
 * Tags of the messages a relay publishes for `wc_proposeSession` / `wc_approveSession`, the
 * same as the SDK's own for these requests (`wc_sessionPropose` req 1100 / res 1101,
 * `wc_sessionSettle` req 1102).
 */
export const IMPLICIT_TAGS = { proposal: 1100, proposalResponse: 1101, settlement: 1102 } as const;

/** A message as the relay hands it to a client (irn_subscription data, irn_batchFetchMessages). */
export interface DeliveredMessage {
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
  attestation?: string;
}

/** What a handler can do to the relay on behalf of the calling client. */
export interface RelayOps {
  /** Subscribes the caller to `topic`, hands it what the mailbox holds, returns the subscription id. */
  subscribe(topic: string): string;
  unsubscribe(topic: string): void;
  /** Stores and pushes a message from the caller. */
  publish(input: { topic: string; message: string; ttl: number; tag: number; attestation?: string }): void;
  /** Takes what the mailbox holds for the caller on these topics (marking it received). */
  fetch(topics: string[]): DeliveredMessage[];
}

/** A relay method: checks `params`, acts through `ops`, returns the result to answer with. */
export type RelayMethod = (params: unknown, ops: RelayOps) => unknown;

function object(params: unknown, method: string): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw relayError('invalidParams', `${method} expects an object of params`);
  return params as Record<string, unknown>;
}

function topicOf(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TOPIC_LENGTH) {
    throw relayError('invalidParams', `${field} must be a non-empty string of at most ${MAX_TOPIC_LENGTH} characters`);
  }
  return value;
}

function topicsOf(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_BATCH_TOPICS) {
    throw relayError('invalidParams', `${field} must be an array of 1 to ${MAX_BATCH_TOPICS} topics`);
  }
  return value.map((topic, index) => topicOf(topic, `${field}[${index}]`));
}

function messageOf(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0) throw relayError('invalidParams', `${field} must be a non-empty string`);
  return value;
}

function ttlOf(value: unknown, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_TTL_SECONDS) {
    throw relayError('invalidParams', `ttl must be an integer number of seconds from 1 to ${MAX_TTL_SECONDS}`);
  }
  return value;
}

function tagOf(value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw relayError('invalidParams', 'tag must be a non-negative integer');
  return value;
}

function attestationOf(value: unknown): { attestation?: string } {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'string') throw relayError('invalidParams', 'attestation must be a string');
  return { attestation: value };
}

function publishParams(raw: unknown, method: string) {
  const params = object(raw, method);
  return {
    topic: topicOf(params.topic, 'topic'),
    message: messageOf(params.message, 'message'),
    ttl: ttlOf(params.ttl),
    tag: tagOf(params.tag, 0),
    ...attestationOf(params.attestation),
  };
}

/**
 * Every method the relay answers. Also accepted under the SDK's other protocol prefixes
 * (`iridium_`, `waku_`) by {@link relayMethod}.
 */
export const RELAY_METHODS: Readonly<Record<string, RelayMethod>> = Object.freeze({
  irn_subscribe(raw, ops) {
    const params = object(raw, 'irn_subscribe');
    return ops.subscribe(topicOf(params.topic, 'topic'));
  },
  irn_batchSubscribe(raw, ops) {
    const params = object(raw, 'irn_batchSubscribe');
    return topicsOf(params.topics, 'topics').map((topic) => ops.subscribe(topic));
  },
  irn_unsubscribe(raw, ops) {
    const params = object(raw, 'irn_unsubscribe');
    ops.unsubscribe(topicOf(params.topic, 'topic'));
    return true;
  },
  irn_batchUnsubscribe(raw, ops) {
    const params = object(raw, 'irn_batchUnsubscribe');
    const list = params.subscriptions;
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_BATCH_TOPICS) {
      throw relayError('invalidParams', `subscriptions must be an array of 1 to ${MAX_BATCH_TOPICS} { topic, id }`);
    }
    const topics = list.map((entry, index) => topicOf(object(entry, `subscriptions[${index}]`).topic, `subscriptions[${index}].topic`));
    for (const topic of topics) ops.unsubscribe(topic);
    return true;
  },
  irn_publish(raw, ops) {
    ops.publish(publishParams(raw, 'irn_publish'));
    return true;
  },
  irn_batchPublish(raw, ops) {
    const params = object(raw, 'irn_batchPublish');
    const list = params.messages;
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_BATCH_TOPICS) {
      throw relayError('invalidParams', `messages must be an array of 1 to ${MAX_BATCH_TOPICS} publish params`);
    }
    const checked = list.map((entry, index) => publishParams(entry, `messages[${index}]`));
    for (const entry of checked) ops.publish(entry);
    return true;
  },
  irn_fetchMessages(raw, ops) {
    const params = object(raw, 'irn_fetchMessages');
    return { messages: ops.fetch([topicOf(params.topic, 'topic')]), hasMore: false };
  },
  irn_batchFetchMessages(raw, ops) {
    const params = object(raw, 'irn_batchFetchMessages');
    return { messages: ops.fetch(topicsOf(params.topics, 'topics')), hasMore: false };
  },
  // The dapp's proposal: published on the pairing topic, and the dapp subscribed to that topic
  // (it created the pairing with `skipSubscribe`, counting on this).
  wc_proposeSession(raw, ops) {
    const params = object(raw, 'wc_proposeSession');
    const pairingTopic = topicOf(params.pairingTopic, 'pairingTopic');
    const sessionProposal = messageOf(params.sessionProposal, 'sessionProposal');
    const ttl = ttlOf(params.ttl, 300);
    ops.subscribe(pairingTopic);
    ops.publish({ topic: pairingTopic, message: sessionProposal, ttl, tag: tagOf(params.tag, IMPLICIT_TAGS.proposal), ...attestationOf(params.attestation) });
    return true;
  },
  // The wallet's approval: the proposal response on the pairing topic, the settlement request on
  // the new session topic, and the wallet subscribed to the session topic.
  wc_approveSession(raw, ops) {
    const params = object(raw, 'wc_approveSession');
    const sessionTopic = topicOf(params.sessionTopic, 'sessionTopic');
    const pairingTopic = topicOf(params.pairingTopic, 'pairingTopic');
    const response = messageOf(params.sessionProposalResponse, 'sessionProposalResponse');
    const settlement = messageOf(params.sessionSettlementRequest, 'sessionSettlementRequest');
    const ttl = ttlOf(params.ttl, 300);
    ops.subscribe(sessionTopic);
    ops.publish({ topic: pairingTopic, message: response, ttl, tag: IMPLICIT_TAGS.proposalResponse });
    ops.publish({ topic: sessionTopic, message: settlement, ttl, tag: IMPLICIT_TAGS.settlement });
    return true;
  },
});

/**
 * The handler for a method name: `irn_…` as is, and `iridium_…` / `waku_…` (the SDK's other
 * protocol names) as their `irn_` twins. Undefined when unknown.
 *
 * @example
 * relayMethod('iridium_publish') === RELAY_METHODS.irn_publish; // true
 */
export function relayMethod(name: string): RelayMethod | undefined {
  const canonical = name.replace(/^(iridium|waku)_/, 'irn_');
  return Object.hasOwn(RELAY_METHODS, canonical) ? RELAY_METHODS[canonical] : undefined;
}
