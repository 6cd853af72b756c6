// The ABNF rules an EIP-4361 message is made of (ERC-4361 §Message Format), with the RFC 3986 rules
// it borrows (URI, authority and its parts) and RFC 3339 date-time. Each rule is a whole-string
// check: no rule here accepts a prefix of its input.
//
// Choices where the ABNF and implementations disagree (README "Sign-in with Ethereum"):
// - dec-octet inside an IPv6 literal takes 1 to 3 digits of value 0–255, leading zeros included
//   ("::000.000.010.001"), as the successor test suite does; RFC 3986 alone would refuse them.
// - the message's domain must name a host: an empty authority (RFC 3986 allows it) is refused, as
//   every implementation refuses a message with no domain. Userinfo is accepted (spruceid/siwe).

const ALPHA = 'A-Za-z';
const DIGIT = '0-9';
const HEXDIG = '0-9A-Fa-f';
const UNRESERVED = `${ALPHA}${DIGIT}\\-._~`;
const SUB_DELIMS = "!$&'()*+,;=";
const GEN_DELIMS = ':/?#\\[\\]@';
const PCT = `%[${HEXDIG}]{2}`;

const SCHEME = `[${ALPHA}][${ALPHA}${DIGIT}+\\-.]*`;
const USERINFO = `(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT})*`;
const REG_NAME = `(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT})*`;
const IPVFUTURE = `v[${HEXDIG}]+\\.[${UNRESERVED}${SUB_DELIMS}:]+`;
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT})`;
const SEGMENT = `${PCHAR}*`;
const SEGMENT_NZ = `${PCHAR}+`;
const QUERY = `(?:${PCHAR}|[/?])*`;

const whole = (source: string) => new RegExp(`^(?:${source})$`);
const SCHEME_RE = whole(SCHEME);
const USERINFO_RE = whole(USERINFO);
const REG_NAME_RE = whole(REG_NAME);
const IPVFUTURE_RE = whole(IPVFUTURE);
const PORT_RE = /^[0-9]*$/;
const PCT_RE = whole(PCT);
const SEGMENT_NZ_RE = whole(SEGMENT_NZ);
const QUERY_RE = whole(QUERY);
const PATH_ABEMPTY_RE = whole(`(?:/${SEGMENT})*`);
const PATH_ABSOLUTE_RE = whole(`/(?:${SEGMENT_NZ}(?:/${SEGMENT})*)?`);
const PATH_ROOTLESS_RE = whole(`${SEGMENT_NZ}(?:/${SEGMENT})*`);
const STATEMENT_RE = whole(`[${UNRESERVED}${GEN_DELIMS}${SUB_DELIMS} ]*`);
const REQUEST_ID_RE = whole(`${PCHAR}*`);
const NONCE_RE = /^[A-Za-z0-9]{8,}$/;

/** RFC 3986 dec-octet, with leading zeros accepted (see the note above). */
function isDecOctet(text: string): boolean {
  return /^[0-9]{1,3}$/.test(text) && Number(text) <= 255;
}

function isIPv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every(isDecOctet);
}

const isH16 = (text: string) => /^[0-9A-Fa-f]{1,4}$/.test(text);

/** RFC 3986 IPv6address: eight 16-bit pieces (the last two may be an IPv4 address), at most one "::". */
export function isIPv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const pieces = (part: string): string[] | undefined => {
    if (part === '') return [];
    const list = part.split(':');
    return list.every((p) => p !== '') ? list : undefined;
  };
  const head = pieces(halves[0]!);
  const tail = halves.length === 2 ? pieces(halves[1]!) : [];
  if (!head || !tail) return false;
  const all = [...head, ...tail];
  // An IPv4 address may only end the address, and counts as two pieces.
  const last = all[all.length - 1];
  const v4 = last !== undefined && last.includes('.');
  if (v4 && !isIPv4(last)) return false;
  const h16s = v4 ? all.slice(0, -1) : all;
  if (!h16s.every(isH16)) return false;
  const count = h16s.length + (v4 ? 2 : 0);
  // "::" stands for one or more zero pieces.
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** The parts of an RFC 3986 authority: `[ userinfo "@" ] host [ ":" port ]`. */
export interface Authority {
  userinfo: string | null;
  host: string;
  port: string | null;
}

/** Splits and checks an RFC 3986 authority; undefined when it is not one. */
export function parseAuthority(text: string): Authority | undefined {
  const at = text.lastIndexOf('@');
  const userinfo = at >= 0 ? text.slice(0, at) : null;
  if (userinfo !== null && !USERINFO_RE.test(userinfo)) return undefined;
  const rest = at >= 0 ? text.slice(at + 1) : text;
  let host: string;
  let port: string | null = null;
  if (rest.startsWith('[')) {
    const close = rest.indexOf(']');
    if (close < 0) return undefined;
    const literal = rest.slice(1, close);
    if (!isIPv6(literal) && !IPVFUTURE_RE.test(literal)) return undefined;
    host = literal;
    const after = rest.slice(close + 1);
    if (after !== '') {
      if (!after.startsWith(':')) return undefined;
      port = after.slice(1);
    }
  } else {
    const colon = rest.indexOf(':');
    host = colon >= 0 ? rest.slice(0, colon) : rest;
    if (colon >= 0) port = rest.slice(colon + 1);
    // IPv4address is a reg-name too; a reg-name holds no ':' or '@'.
    if (!REG_NAME_RE.test(host)) return undefined;
  }
  if (port !== null && !PORT_RE.test(port)) return undefined;
  return { userinfo, host, port };
}

/** The parts of an RFC 3986 URI (`scheme ":" hier-part [ "?" query ] [ "#" fragment ]`). */
export interface UriParts {
  scheme: string;
  userinfo: string | null;
  host: string | null;
  port: number | '' | null;
  path: string;
  query: string | null;
  fragment: string | null;
}

/** Splits and checks an RFC 3986 URI (not a relative reference); undefined when it is not one. */
export function parseUri(text: string): UriParts | undefined {
  const colon = text.indexOf(':');
  if (colon < 1) return undefined;
  const scheme = text.slice(0, colon);
  if (!SCHEME_RE.test(scheme)) return undefined;
  let rest = text.slice(colon + 1);
  let fragment: string | null = null;
  const hash = rest.indexOf('#');
  if (hash >= 0) {
    fragment = rest.slice(hash + 1);
    rest = rest.slice(0, hash);
    if (!QUERY_RE.test(fragment)) return undefined;
  }
  let query: string | null = null;
  const question = rest.indexOf('?');
  if (question >= 0) {
    query = rest.slice(question + 1);
    rest = rest.slice(0, question);
    if (!QUERY_RE.test(query)) return undefined;
  }
  let authority: Authority | null = null;
  let path: string;
  if (rest.startsWith('//')) {
    const slash = rest.indexOf('/', 2);
    const raw = slash >= 0 ? rest.slice(2, slash) : rest.slice(2);
    path = slash >= 0 ? rest.slice(slash) : '';
    const parsed = parseAuthority(raw);
    if (!parsed || !PATH_ABEMPTY_RE.test(path)) return undefined;
    authority = parsed;
  } else {
    path = rest;
    if (path !== '' && !PATH_ABSOLUTE_RE.test(path) && !PATH_ROOTLESS_RE.test(path)) return undefined;
  }
  const port = authority?.port;
  return {
    scheme,
    userinfo: authority ? authority.userinfo : null,
    host: authority ? authority.host : null,
    port: port === undefined || port === null ? null : port === '' ? '' : Number(port),
    path,
    query,
    fragment,
  };
}

/** RFC 3339 date-time: its instant in ms, or undefined when the text is not one or names no real date. */
export function parseDateTime(text: string): { ms: number } | undefined | 'semantics' {
  const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt]([0-9]{2}):([0-9]{2}):([0-9]{2})(\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})$/.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  // RFC 3339 §5.7: a leap second (60) is a valid second.
  if (month < 1 || month > 12 || day < 1 || day > days[month - 1]! || hour > 23 || minute > 59 || second > 60) return 'semantics';
  const offset = m[8]!;
  let offsetMinutes = 0;
  if (offset !== 'Z' && offset !== 'z') {
    const [h, mm] = offset.slice(1).split(':').map(Number) as [number, number];
    if (h > 23 || mm > 59) return 'semantics';
    offsetMinutes = (offset.startsWith('-') ? -1 : 1) * (h * 60 + mm);
  }
  const fraction = m[7] ? Number(`0${m[7]}`) * 1000 : 0;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, 0) + fraction;
  return { ms: utc - offsetMinutes * 60_000 };
}

/**
 * One named ABNF rule over a whole string (the rules the message grammar names; tests check them
 * one by one).
 *
 * @example
 * matchesRule('scheme', 'https'); // true
 * matchesRule('statement', 'a|b'); // false
 */
export function matchesRule(rule: 'scheme' | 'statement' | 'pct-encoded' | 'userinfo' | 'IPvFuture' | 'reg-name' | 'segment-nz' | 'fragment' | 'query' | 'IPv6address' | 'nonce' | 'request-id' | 'URI' | 'authority', input: string): boolean {
  switch (rule) {
    case 'scheme':
      return SCHEME_RE.test(input);
    case 'statement':
      return STATEMENT_RE.test(input);
    case 'pct-encoded':
      return PCT_RE.test(input);
    case 'userinfo':
      return USERINFO_RE.test(input);
    case 'IPvFuture':
      return IPVFUTURE_RE.test(input);
    case 'reg-name':
      return REG_NAME_RE.test(input);
    case 'segment-nz':
      return SEGMENT_NZ_RE.test(input);
    case 'fragment':
    case 'query':
      return QUERY_RE.test(input);
    case 'IPv6address':
      return isIPv6(input);
    case 'nonce':
      return NONCE_RE.test(input);
    case 'request-id':
      return REQUEST_ID_RE.test(input);
    case 'URI':
      return parseUri(input) !== undefined;
    case 'authority':
      return parseAuthority(input) !== undefined;
  }
}
