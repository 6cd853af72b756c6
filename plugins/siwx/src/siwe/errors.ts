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

/** The message formats the grammar reads: EIP-4361, the CAIP-122 text of other chains (the same layout), Sign In With Solana. */
export type SignInFormat = 'SIWE' | 'CAIP-122' | 'SIWS';

/**
 * A SIWE (EIP-4361) message or field set that breaks the grammar, or a CAIP-122 / SIWS text that
 * does (`format` says which). `rule` names the broken rule, `reason` says how ('invalid EIP-55
 * address', 'invalid issued-at date time semantics'…).
 *
 * @example
 * try { parseSiweMessage(text) } catch (e) { if (e instanceof SiweMessageError) console.log(e.rule, e.reason) }
 */
export class SiweMessageError extends ValidationError {
  override name = 'SiweMessageError';
  readonly rule: SiweRule;
  readonly reason: string;
  readonly format: SignInFormat;
  constructor(rule: SiweRule, reason: string, details?: string, format: SignInFormat = 'SIWE') {
    super(`Invalid ${format} message: ${reason}`, details === undefined ? { data: { rule } } : { details, data: { rule } });
    this.rule = rule;
    this.reason = reason;
    this.format = format;
  }
}
