import { AbortedError, ChainError, ConnectorError, KitError, UserRejectedError, toKitError } from '@latchkey/kernel';

/** SPEC §8 alerts for the relay's refusals, by the short message of the error made of them. */
export const RELAY_REFUSALS = { INVALID_PROJECT_ID: 'Invalid Project ID', SESSION_EXPIRED: 'Session Expired' } as const;

/** The alert a relay refusal raises ('Invalid Project ID', 'Session Expired'), if the error is one. */
export function refusalAlert(error: KitError): keyof typeof RELAY_REFUSALS | undefined {
  return (Object.keys(RELAY_REFUSALS) as Array<keyof typeof RELAY_REFUSALS>).find((code) => RELAY_REFUSALS[code] === error.shortMessage);
}

/**
 * Universal-provider and wallet errors, matched by code and message (SPEC §8) into the kit's
 * typed errors. The SDK throws plain Errors whose message is all there is to go on.
 */
const BY_MESSAGE: ReadonlyArray<[RegExp, (message: string, cause: unknown) => KitError]> = [
  // The relay refusing the project (it closes the socket with code 3000 and the reason).
  [/invalid key|invalid project ?id|project (id )?not found/i, (m, cause) => new ConnectorError(RELAY_REFUSALS.INVALID_PROJECT_ID, { cause, details: m })],
  [/jwt validation|jwt token/i, (m, cause) => new ConnectorError(RELAY_REFUSALS.SESSION_EXPIRED, { cause, details: m })],
  [/user rejected|rejected by (the )?user|user denied|user cancel/i, (m, cause) => new UserRejectedError(undefined, { cause, details: m })],
  [/proposal expired|expired/i, (m, cause) => new ConnectorError('The connection request expired', { cause, details: m })],
  [/unsupported chains?|chain .* not (supported|approved)|unrecognized chain/i, (m, cause) => new ChainError('Chain is not supported', { cause, details: m })],
  [/session (topic )?doesn't exist|no matching key|missing or invalid\. (session|record)/i, (m, cause) => new ConnectorError('The WalletConnect session has ended', { cause, details: m })],
  [/socket (stalled|hang up)|websocket|relay|connection failed|network/i, (m, cause) => new ConnectorError('The WalletConnect relay is unreachable', { cause, details: m })],
];

export function toWcError(error: unknown, fallback: string): KitError {
  if (error instanceof KitError) return error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const message = error instanceof Error ? error.message : typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string' ? (error as { message: string }).message : String(error);
  // 4001 (EIP-1193) and 5000-5003 (WalletConnect: "User rejected." the session, its chains,
  // methods or events) are the visitor saying no.
  if (code === 4001 || (typeof code === 'number' && code >= 5000 && code <= 5003)) return new UserRejectedError(undefined, { cause: error, details: message });
  if (code === 4902) return new ChainError('Chain is not supported', { cause: error, details: message });
  if (error instanceof DOMException && error.name === 'AbortError') return new AbortedError('Request was aborted', { cause: error });
  for (const [pattern, make] of BY_MESSAGE) if (pattern.test(message)) return make(message, error);
  return toKitError(error, fallback);
}
