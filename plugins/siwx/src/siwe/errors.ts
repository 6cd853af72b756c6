import { ValidationError } from '@latchkey/kernel';

/** The ABNF rule (ERC-4361, RFC 3986, RFC 3339) a SIWE message or its fields broke. */
export type SiweRule =
  | 'message'
  | 'header'
  | 'scheme'
  | 'domain'
  | 'address'
  | 'statement'
  | 'uri'
  | 'version'
  | 'chain-id'
  | 'nonce'
  | 'issued-at'
  | 'expiration-time'
  | 'not-before'
  | 'request-id'
  | 'resources';

/**
 * A SIWE (EIP-4361) message or field set that breaks the grammar. `rule` names the broken rule,
 * `reason` says how ('invalid EIP-55 address', 'invalid issued-at date time semantics'…).
 *
 * @example
 * try { parseSiweMessage(text) } catch (e) { if (e instanceof SiweMessageError) console.log(e.rule, e.reason) }
 */
export class SiweMessageError extends ValidationError {
  override name = 'SiweMessageError';
  readonly rule: SiweRule;
  readonly reason: string;
  constructor(rule: SiweRule, reason: string, details?: string) {
    super(`Invalid SIWE message: ${reason}`, details === undefined ? { data: { rule } } : { details, data: { rule } });
    this.rule = rule;
    this.reason = reason;
  }
}
