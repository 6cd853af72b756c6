// Public API of the WalletConnect relay double.
export { startRelay, DEFAULT_RELAY_PORT, DEFAULT_ACK_TIMEOUT_MS, DEFAULT_MAX_DELIVERY_ATTEMPTS, DEFAULT_PING_INTERVAL_MS, DEFAULT_MAX_MESSAGES, MAX_FRAME_BYTES } from './server';
export type { RelayHandle, RelayStats, RelayRequestLogEntry, StartRelayOptions } from './server';
export { createRelayFaults, parseRelayFault, MAX_FAULT_DELAY_MS } from './faults';
export type { ActiveRelayFault, RelayFault, RelayFaultController, RelayFaultTarget } from './faults';
export { RELAY_METHODS, relayMethod, IMPLICIT_TAGS, MAX_TTL_SECONDS } from './protocol';
export { RELAY_ERRORS, RelayRpcError, parseFrame, protectBigIntegers, idKey } from './json';
export { createMailbox } from './mailbox';
export type { Mailbox, StoredMessage } from './mailbox';
