import type { SIWXSession } from '@latchkey/kernel';
import { BLOCKCHAIN_NAMES, SOLANA_CLUSTERS, checkSiwsFields, parseCaip122Message, parseSiwsMessage, type Caip122Fields } from './caip122';
import { parseSiweMessage } from './siwe/message';
import { parseAuthority, parseDateTime } from './siwe/rules';

/** A namespace's verifier for a server: true only when `signature` over `message` is `address`'s. */
export type SiwxVerifier = (input: { message: string; signature: string; address: string; chainId: string }) => Promise<boolean>;

/** How far ahead of the server's clock a message's Issued At may be by default (the visitor's clock may run fast). */
export const DEFAULT_CLOCK_SKEW_MS = 5 * 60_000;

export interface VerifySiwxSessionOptions {
  /**
   * Required: the host this server signs visitors in for (`my.dapp`, `localhost:5173`), or the
   * list of hosts it accepts. The message's domain must be one of them (exactly, the host's case
   * aside), and its URI must be on that domain. Without it the call throws a `TypeError`.
   */
  domain: string | readonly string[];
  /** The nonce the server issued for this sign-in; the message and the session must carry it. */
  nonce?: string;
  /**
   * Accepts a message URI that is not on the message's domain (an app's own scheme, say). By
   * default the URI must be `https://<domain>…` (or the scheme the message names before its
   * domain; `http:` on a loopback host), without credentials.
   */
  allowUri?: (uri: string, domain: string) => boolean;
  /** The instant the times are judged at: ms since 1970, a Date or an RFC 3339 date-time. Default now. */
  time?: number | Date | string;
  /** How far in the future Issued At may be, ms (default {@link DEFAULT_CLOCK_SKEW_MS}). */
  clockSkewMs?: number;
  /** JSON-RPC URL of an eip155 chain, by CAIP-2 id: smart-account signatures (EIP-1271 / EIP-6492) are checked there. */
  rpcUrls?: Record<string, string>;
  /** Verifiers of the other namespaces (bip122, cosmos, polkadot…), by namespace. */
  verifiers?: Record<string, SiwxVerifier>;
}

/** Why a session was refused. */
export type SiwxRefusal =
  /** Not a session, or a message that does not parse strictly (a field off its rule, a time that is not a date). */
  | 'malformed'
  /** The message's domain is not an expected host, or not the session's. */
  | 'domain'
  /** The URI is not the session's, or not on the domain. */
  | 'uri'
  | 'address'
  | 'chain'
  | 'nonce'
  | 'expired'
  | 'not-yet-valid'
  /** Issued At is later than now plus the allowed clock skew. */
  | 'issued-in-future'
  /** Another field of the message (version, statement, times, request id, resources) differs from the session's. */
  | 'mismatch'
  /** A namespace with no message format or no verifier here. */
  | 'unsupported'
  | 'signature';

/** The answer of {@link checkSiwxSession}. */
export type SiwxSessionCheck = { valid: true } | { valid: false; reason: SiwxRefusal; detail?: string };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const CAIP2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/;

interface Expectations {
  hosts: string[];
  now: number;
  skewMs: number;
}

const needDomain = () => new TypeError('verifySiwxSession needs options.domain: the host it signs visitors in for, or a list of the hosts it accepts');

/** The caller's expectations, checked: a mistake in them is the server's bug, so it throws. */
function expectationsOf(options: VerifySiwxSessionOptions | undefined): Expectations {
  if (typeof options !== 'object' || options === null) throw needDomain();
  const raw: unknown = options.domain;
  const list: unknown[] | undefined = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? [...(raw as unknown[])] : undefined;
  if (!list || list.length === 0) throw needDomain();
  const hosts = list.map((d) => {
    const authority = typeof d === 'string' ? parseAuthority(d) : undefined;
    if (!authority || authority.host === '' || authority.userinfo !== null) throw new TypeError(`verifySiwxSession options.domain: ${JSON.stringify(d)} is not a host (such as my.dapp or localhost:5173)`);
    return (d as string).toLowerCase();
  });
  let now: number;
  const time = options.time;
  if (time === undefined) now = Date.now();
  else if (typeof time === 'number') now = time;
  else if (time instanceof Date) now = time.getTime();
  else {
    const parsed = typeof time === 'string' ? parseDateTime(time) : undefined;
    now = typeof parsed === 'object' ? parsed.ms : NaN;
  }
  if (!Number.isFinite(now)) throw new TypeError(`verifySiwxSession options.time: ${String(time)} is not an instant`);
  const skewMs = options.clockSkewMs ?? DEFAULT_CLOCK_SKEW_MS;
  if (typeof skewMs !== 'number' || !Number.isFinite(skewMs) || skewMs < 0) throw new TypeError('verifySiwxSession options.clockSkewMs must be a number of ms, 0 or more');
  if (options.allowUri !== undefined && typeof options.allowUri !== 'function') throw new TypeError('verifySiwxSession options.allowUri must be a function');
  return { hosts, now, skewMs };
}

const OPTIONAL_TEXT = ['statement', 'requestId', 'issuedAt', 'expirationTime', 'notBefore'] as const;

/** A session as a client sent it: the strings it must have, the optional ones strings when present. */
function isSession(value: unknown): value is SIWXSession {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  if (typeof s.message !== 'string' || typeof s.signature !== 'string' || typeof s.data !== 'object' || s.data === null) return false;
  const d = s.data as Record<string, unknown>;
  if (!['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce'].every((k) => typeof d[k] === 'string')) return false;
  if (!OPTIONAL_TEXT.every((k) => d[k] === undefined || typeof d[k] === 'string')) return false;
  return d.resources === undefined || (Array.isArray(d.resources) && d.resources.every((r) => typeof r === 'string'));
}

const refuse = (reason: SiwxRefusal, detail?: string): SiwxSessionCheck => ({ valid: false, reason, ...(detail === undefined ? {} : { detail }) });

const instant = (value: string): number => {
  const parsed = parseDateTime(value);
  return typeof parsed === 'object' ? parsed.ms : NaN;
};

/** True when `uri` is on `domain`: same host and port, no credentials, https (or the message's scheme; http on loopback). */
function uriOnDomain(uri: string, domain: string, scheme: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  const authority = parseAuthority(domain);
  if (!authority || url.username !== '' || url.password !== '') return false;
  const host = authority.host.includes(':') ? `[${authority.host}]` : authority.host;
  if (url.host !== `${host}${authority.port ? `:${authority.port}` : ''}`.toLowerCase()) return false;
  const protocol = url.protocol.slice(0, -1);
  if (scheme !== undefined) return protocol === scheme.toLowerCase();
  return protocol === 'https' || (protocol === 'http' && LOOPBACK_HOSTS.has(url.hostname));
}

/** The message as its namespace writes it, read strictly; the Chain IDs it may carry for the session's chain. */
function readMessage(session: SIWXSession, ns: string, reference: string, verifiers: VerifySiwxSessionOptions['verifiers']): { fields: Caip122Fields; chains: string[] } | SiwxSessionCheck {
  try {
    if (ns === 'eip155') {
      const f = parseSiweMessage(session.message);
      return { fields: { ...f, chainId: String(f.chainId) }, chains: [reference] };
    }
    if (ns === 'solana') {
      const f = parseSiwsMessage(session.message);
      if (!f) return refuse('malformed', 'not a Sign In With Solana message');
      checkSiwsFields(f, ['uri', 'version', 'chainId', 'nonce', 'issuedAt']);
      return { fields: f, chains: [SOLANA_CLUSTERS[reference], reference].filter((c): c is string => c !== undefined) };
    }
    const blockchain = BLOCKCHAIN_NAMES[ns];
    if (!blockchain || !verifiers?.[ns]) return refuse('unsupported', `no sign-in verifier for ${ns}`);
    return { fields: parseCaip122Message(session.message, blockchain), chains: [reference] };
  } catch (error) {
    return refuse('malformed', error instanceof Error ? error.message : String(error));
  }
}

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/** Every field of the message against the session's data and the server's expectations. */
function compare(fields: Caip122Fields, chains: string[], session: SIWXSession, ns: string, expect: Expectations, options: VerifySiwxSessionOptions): SiwxSessionCheck | undefined {
  const { data } = session;
  if (!expect.hosts.includes(fields.domain.toLowerCase())) return refuse('domain', `${fields.domain} is not ${expect.hosts.join(' or ')}`);
  if (fields.domain !== data.domain) return refuse('domain', `the message is for ${fields.domain}, the session for ${data.domain}`);
  if (fields.uri !== data.uri) return refuse('uri', 'the message and the session name different URIs');
  if (!(options.allowUri?.(fields.uri!, fields.domain) ?? uriOnDomain(fields.uri!, fields.domain, fields.scheme))) return refuse('uri', `${fields.uri} is not on ${fields.domain}`);
  const sameAddress = ns === 'eip155' ? fields.address.toLowerCase() === data.accountAddress.toLowerCase() : fields.address === data.accountAddress;
  if (!sameAddress) return refuse('address', `the message is signed in as ${fields.address}`);
  if (!chains.includes(fields.chainId!)) return refuse('chain', `Chain ID ${fields.chainId} is not ${data.chainId}`);
  if (fields.nonce !== data.nonce || (options.nonce !== undefined && fields.nonce !== options.nonce)) return refuse('nonce');
  if (fields.version !== data.version) return refuse('mismatch', 'version');
  for (const key of OPTIONAL_TEXT) if (fields[key] !== data[key]) return refuse('mismatch', key);
  if (!sameList(fields.resources, data.resources)) return refuse('mismatch', 'resources');
  if (fields.expirationTime !== undefined && !(expect.now < instant(fields.expirationTime))) return refuse('expired', fields.expirationTime);
  if (fields.notBefore !== undefined && !(expect.now >= instant(fields.notBefore))) return refuse('not-yet-valid', fields.notBefore);
  if (!(instant(fields.issuedAt!) <= expect.now + expect.skewMs)) return refuse('issued-in-future', fields.issuedAt);
  return undefined;
}

/**
 * What a dapp's server runs on a sign-in it receives (the harness's reference endpoint does), and
 * why it refuses one. The message is read strictly in its namespace's format (EIP-4361 on eip155,
 * Sign In With Solana, the CAIP-122 text on bip122, cosmos and polkadot); its domain must be one
 * the server expects, its URI on that domain; its domain, URI, address, chain, nonce, version,
 * statement, times, request id and resources must be exactly the session's; it must be valid now
 * (not expired, not before Not Before, not issued in the future beyond the clock skew); and it must
 * be signed by the account. eip155 (EOA or smart account) and solana are built in; other namespaces
 * need their verifier.
 *
 * @throws {TypeError} when `options.domain` is missing or not a host (or another option is wrong).
 * @example
 * const check = await checkSiwxSession(session, { domain: 'my.dapp', nonce: issued });
 * if (!check.valid) console.warn('sign-in refused:', check.reason);
 */
export async function checkSiwxSession(session: SIWXSession, options: VerifySiwxSessionOptions): Promise<SiwxSessionCheck> {
  const expect = expectationsOf(options);
  if (!isSession(session)) return refuse('malformed', 'not a session { data, message, signature }');
  const chain = CAIP2.exec(session.data.chainId);
  if (!chain) return refuse('malformed', `chainId ${session.data.chainId} is not a CAIP-2 id`);
  const [, ns, reference] = chain as unknown as [string, string, string];
  const read = readMessage(session, ns, reference, options.verifiers);
  if ('valid' in read) return read;
  const problem = compare(read.fields, read.chains, session, ns, expect, options);
  if (problem) return problem;

  if (ns === 'eip155') {
    const { checkSiweMessage } = await import('./siwe/verify');
    const rpcUrl = options.rpcUrls?.[session.data.chainId];
    const result = await checkSiweMessage({ message: session.message, signature: session.signature, domain: read.fields.domain, nonce: session.data.nonce, time: new Date(expect.now).toISOString(), ...(rpcUrl ? { rpcUrl } : {}) });
    return result.valid ? { valid: true } : refuse(result.reason === 'expired' || result.reason === 'not-yet-valid' || result.reason === 'nonce' || result.reason === 'domain' || result.reason === 'malformed' ? result.reason : 'signature', result.detail);
  }
  if (ns === 'solana') {
    const { verifySolana } = await import('./verifiers/solana');
    return (await verifySolana(session, expect.now)) ? { valid: true } : refuse('signature');
  }
  const verify = options.verifiers![ns]!;
  const signed = await verify({ message: session.message, signature: session.signature, address: session.data.accountAddress, chainId: session.data.chainId }).catch(() => false);
  return signed === true ? { valid: true } : refuse('signature');
}

/**
 * `checkSiwxSession`'s answer as a boolean: true only for a session whose message is exactly the
 * session's, for an expected domain, valid now and signed by the account.
 *
 * @throws {TypeError} when `options.domain` is missing or not a host.
 * @example
 * if (!(await verifySiwxSession(session, { domain: 'my.dapp', nonce: issued, rpcUrls: { 'eip155:1': RPC } }))) return res.status(401).end();
 */
export async function verifySiwxSession(session: SIWXSession, options: VerifySiwxSessionOptions): Promise<boolean> {
  return (await checkSiwxSession(session, options)).valid;
}
