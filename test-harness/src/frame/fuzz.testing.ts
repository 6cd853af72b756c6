// Fuzzing the secure frame's protocol (tests only): seeded generators of mutated APP_* and FRAME_*
// messages, and an independent judge of which of them are valid.
//
// - Messages are generated in an encoded form that is plain JSON (objects as key/value lists,
//   special values as tags), so a Node test can hand the very same messages to a page, and the page
//   rebuilds them with `decodeFuzz` (whose source it embeds, FUZZ_DECODER_SOURCE) before posting
//   them. Only what postMessage can carry is generated (structured-cloneable values).
// - The judge (`createFuzzOracle`) compiles messages.schemas.json with ajv at run time (not the
//   build-time validators the code under test uses) and routes messages by its own rules; on top
//   it checks a few structural rules of its own (type from a fixed list, id shape, plain objects).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';

/** A value in encoded form: JSON, with objects as `{ $o: [[key, value], …] }` and tags for the rest. */
export type Fz = null | boolean | number | string | Fz[] | { $o: Array<[string, Fz]> } | FzTag;
/** Values JSON cannot carry (or carries ambiguously): rebuilt by `decodeFuzz`. */
export type FzTag =
  | { $t: 'undefined' | 'NaN' | 'Infinity' | '-Infinity' | '-0' }
  | { $t: 'bigint'; v: string }
  | { $t: 'date'; v: number }
  | { $t: 'map'; v: Array<[Fz, Fz]> }
  | { $t: 'u8'; v: number[] }
  | { $t: 'repeat'; s: string; n: number };

/**
 * Rebuilds a value from its encoded form. Self-contained (no imports, no closures) so a page can
 * embed its source. Every object key is defined as an own data property, `__proto__` included.
 */
export function decodeFuzz(value: unknown): unknown {
  const decode = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map(decode);
    const o = v as { $o?: Array<[string, unknown]>; $t?: string; v?: unknown; s?: string; n?: number };
    if (o.$o) {
      const out: Record<string, unknown> = {};
      for (const [key, item] of o.$o) Object.defineProperty(out, key, { value: decode(item), enumerable: true, writable: true, configurable: true });
      return out;
    }
    switch (o.$t) {
      case 'undefined':
        return undefined;
      case 'NaN':
        return NaN;
      case 'Infinity':
        return Infinity;
      case '-Infinity':
        return -Infinity;
      case '-0':
        return -0;
      case 'bigint':
        return BigInt(o.v as string);
      case 'date':
        return new Date(o.v as number);
      case 'map':
        return new Map((o.v as Array<[unknown, unknown]>).map(([k, x]) => [decode(k), decode(x)]));
      case 'u8':
        return Uint8Array.from(o.v as number[]);
      case 'repeat':
        return (o.s as string).repeat(o.n as number);
      default:
        throw new Error(`unknown fuzz tag ${String(o.$t)}`);
    }
  };
  return decode(value);
}

/** `decodeFuzz` as source, for a page script: `const decodeFuzz = ${FUZZ_DECODER_SOURCE};`. */
export const FUZZ_DECODER_SOURCE = decodeFuzz.toString();

/** The 23 SPEC §7 events, written out here (not read from the code under test). */
export const FUZZ_EVENTS = [
  'SWITCH_NETWORK', 'CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_FARCASTER_URI', 'CONNECT_FARCASTER', 'GET_USER',
  'GET_SOCIAL_REDIRECT_URI', 'SIGN_OUT', 'IS_CONNECTED', 'GET_CHAIN_ID', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', 'INIT_SMART_ACCOUNT', 'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST', 'UPDATE_EMAIL', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP', 'SYNC_THEME', 'SYNC_DAPP_DATA', 'RELOAD', 'RPC_ABORT',
] as const;
export type FuzzEvent = (typeof FUZZ_EVENTS)[number];

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USER = { email: 'ada@example.com', address: ADDRESS, chainId: 31337, accounts: [{ address: ADDRESS, type: 'eoa' }], userName: null, preferredAccountType: 'eoa', smartAccountDeployed: false, socialProvider: null };

/** Valid request payloads per event (several shapes each, optional fields on and off). */
export const APP_PAYLOADS: Record<FuzzEvent, unknown[]> = {
  SWITCH_NETWORK: [{ chainId: 31337 }, { chainId: 'eip155:31338' }, { chainId: 'solana:AK7zphcMpwwaFXRuPquNGSMjWsVvhFPZ' }],
  CONNECT_EMAIL: [{ email: 'ada@example.com' }, { email: 'a.b+c@sub.example.org' }],
  CONNECT_DEVICE: [{}],
  CONNECT_OTP: [{ otp: '123456' }, { otp: '' }],
  CONNECT_SOCIAL: [{ uri: 'http://127.0.0.1:4300/social/callback?code=x&state=y' }, { uri: 'x', preferredAccountType: 'smartAccount', chainId: 1 }],
  GET_FARCASTER_URI: [{}],
  CONNECT_FARCASTER: [{}],
  GET_USER: [{}, { chainId: 'eip155:31337', preferredAccountType: 'eoa' }, { chainId: 31338 }],
  GET_SOCIAL_REDIRECT_URI: [{ provider: 'google' }, { provider: 'discord' }, { provider: 'x' }],
  SIGN_OUT: [{}],
  IS_CONNECTED: [{}],
  GET_CHAIN_ID: [{}],
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: [{}],
  INIT_SMART_ACCOUNT: [{}],
  SET_PREFERRED_ACCOUNT: [{ type: 'eoa' }, { type: 'smartAccount' }],
  RPC_REQUEST: [{ method: 'eth_chainId' }, { method: 'personal_sign', params: ['0x48656c6c6f', ADDRESS], chainId: 31337 }, { method: 'eth_getBalance', params: [ADDRESS, 'latest'], chainId: 'eip155:31337' }],
  UPDATE_EMAIL: [{ email: 'new@example.com' }],
  UPDATE_EMAIL_PRIMARY_OTP: [{ otp: '654321' }],
  UPDATE_EMAIL_SECONDARY_OTP: [{ otp: '000000' }],
  SYNC_THEME: [{ themeMode: 'dark' }, { themeMode: 'light', themeVariables: { '--w3m-accent': '#f00', '--w3m-z-index': 9 } }],
  SYNC_DAPP_DATA: [{ metadata: { name: 'Dapp', url: 'https://dapp.example' } }, { metadata: { name: 'Dapp', description: 'd', url: 'u', icons: ['i'] }, sdkVersion: '0.1.0', sdkType: 'latchkey', projectId: 'p' }],
  RELOAD: [{}],
  RPC_ABORT: [{}],
};

/** Valid success payloads per event. */
export const OK_PAYLOADS: Record<FuzzEvent, unknown[]> = {
  SWITCH_NETWORK: [{ chainId: 31338 }, { chainId: 'solana:AK7zphcMpwwaFXRuPquNGSMjWsVvhFPZ' }],
  CONNECT_EMAIL: [{ action: 'VERIFY_DEVICE' }, { action: 'VERIFY_OTP' }, { action: 'CONNECT' }],
  CONNECT_DEVICE: [{}],
  CONNECT_OTP: [{}],
  CONNECT_SOCIAL: [USER, { address: ADDRESS, chainId: 'eip155:1' }],
  GET_FARCASTER_URI: [{ url: 'http://127.0.0.1:4300/farcaster/siwf?channelToken=x' }],
  CONNECT_FARCASTER: [{ userName: 'ada.eth' }],
  GET_USER: [USER, { address: 'So1ana', chainId: 'solana:AK7zphcMpwwaFXRuPquNGSMjWsVvhFPZ', accounts: [{ address: 'So1ana', type: 'eoa' }] }],
  GET_SOCIAL_REDIRECT_URI: [{ uri: 'http://127.0.0.1:4300/oauth/google/authorize' }],
  SIGN_OUT: [{}],
  IS_CONNECTED: [{ isConnected: true }, { isConnected: false }],
  GET_CHAIN_ID: [{ chainId: 31337 }, { chainId: 'solana:x' }],
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: [{ smartAccountEnabledNetworks: [31337, 31338] }, { smartAccountEnabledNetworks: [] }],
  INIT_SMART_ACCOUNT: [{ address: ADDRESS, isDeployed: false }],
  SET_PREFERRED_ACCOUNT: [{ type: 'eoa', address: ADDRESS }],
  RPC_REQUEST: ['0xabc', null, 42, { any: ['thing'] }, ['0x1']],
  UPDATE_EMAIL: [{ action: 'VERIFY_PRIMARY_OTP' }, { action: 'VERIFY_SECONDARY_OTP' }],
  UPDATE_EMAIL_PRIMARY_OTP: [{}],
  UPDATE_EMAIL_SECONDARY_OTP: [{ newEmail: 'new@example.com' }],
  SYNC_THEME: [{}],
  SYNC_DAPP_DATA: [{}],
  RELOAD: [{}],
  RPC_ABORT: [{}],
};

/** A seeded PRNG (mulberry32): the same seed, the same messages. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return { next, int, pick: <T>(list: readonly T[]): T => list[int(list.length)]!, chance: (p: number): boolean => next() < p };
}
export type Rng = ReturnType<typeof createRng>;

/** Encodes a plain JS value (JSON-like) into the encoded form. */
export function encodePlain(value: unknown): Fz {
  if (value === undefined) return { $t: 'undefined' };
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isNaN(value) ? { $t: 'NaN' } : value === Infinity ? { $t: 'Infinity' } : value === -Infinity ? { $t: '-Infinity' } : Object.is(value, -0) ? { $t: '-0' } : value;
  if (Array.isArray(value)) return value.map(encodePlain);
  return { $o: Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, encodePlain(v)] as [string, Fz]) };
}

const isObj = (v: Fz | undefined): v is { $o: Array<[string, Fz]> } => typeof v === 'object' && v !== null && !Array.isArray(v) && '$o' in v;
const getKey = (o: { $o: Array<[string, Fz]> }, key: string): Fz | undefined => o.$o.find(([k]) => k === key)?.[1];
const setKey = (o: { $o: Array<[string, Fz]> }, key: string, value: Fz): void => {
  const entry = o.$o.find(([k]) => k === key);
  if (entry) entry[1] = value;
  else o.$o.push([key, value]);
};
const dropKey = (o: { $o: Array<[string, Fz]> }, key: string): void => void (o.$o = o.$o.filter(([k]) => k !== key));

const hexId = (rng: Rng): string => Array.from({ length: 32 }, () => '0123456789abcdef'[rng.int(16)]).join('');
const HUGE_LENGTHS = [12, 13, 40, 41, 64, 65, 128, 129, 200, 201, 320, 321, 1000, 1001, 2048, 2049, 4096, 4097, 100_000, 1_000_000];
const ODD_STRINGS = ['', ' ', '\u0000', '\u202e', '😀'.repeat(3), '\ud800', 'a\udfffb', '<script>alert(1)</script>', 'javascript:alert(1)', '__proto__', 'constructor', '0'.repeat(6), '١٢٣٤٥٦'];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

/** A value of any kind (for wrong types), postMessage-safe. */
function anyValue(rng: Rng, depth = 0): Fz {
  switch (rng.int(depth > 2 ? 10 : 14)) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick([0, -1, 1.5, 2 ** 53, -(2 ** 31), 31337]);
    case 3:
      return rng.pick(ODD_STRINGS);
    case 4:
      return { $t: rng.pick(['undefined', 'NaN', 'Infinity', '-Infinity', '-0'] as const) };
    case 5:
      return { $t: 'bigint', v: String(rng.int(1e9)) };
    case 6:
      return { $t: 'date', v: rng.int(2e12) };
    case 7:
      return { $t: 'u8', v: [1, 2, 3] };
    case 8:
      return { $t: 'repeat', s: rng.pick(['a', '😀', '0']), n: rng.pick(HUGE_LENGTHS) };
    case 9:
      return hexId(rng);
    case 10:
      return [anyValue(rng, depth + 1), anyValue(rng, depth + 1)];
    case 11:
      return { $o: [[rng.pick(['a', ...PROTO_KEYS]), anyValue(rng, depth + 1)]] };
    case 12:
      return { $t: 'map', v: [['k', anyValue(rng, depth + 1)]] };
    default: {
      let nested: Fz = 'bottom';
      for (let i = 0; i < rng.pick([10, 100, 500]); i++) nested = rng.chance(0.5) ? [nested] : { $o: [['n', nested]] };
      return nested;
    }
  }
}

/** Every mutation kind, so a test can see each was tried. */
export const MUTATIONS = [
  'type-other-event',
  'type-related-event',
  'type-other-direction',
  'type-garbage',
  'type-not-string',
  'id-garbage',
  'id-fresh',
  'id-borrowed',
  'payload-not-object',
  'payload-missing',
  'field-extra',
  'field-proto-key',
  'field-missing',
  'field-wrong-type',
  'field-huge',
  'field-odd-string',
  'field-valid-other',
  'envelope-extra',
  'envelope-proto-key',
  'not-an-object',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

const TYPE_GARBAGE = ['', 'app_is_connected', ' APP_IS_CONNECTED', 'APP_IS_CONNECTED ', 'APP_', 'FRAME_', 'APP_APP_IS_CONNECTED', 'APP_UNKNOWN', 'APP_IS_CONNECTED\u0000', 'ＡＰＰ_IS_CONNECTED', 'FRAME_READY_SUCCESS', 'FRAME_IS_CONNECTED', 'FRAME_IS_CONNECTED_SUCCESS_ERROR', 'FRAME_SESSION_UPDATE_SUCCESS', 'FRAME___proto___SUCCESS', 'APP___proto__', ...PROTO_KEYS];

interface Direction {
  types: string[];
  /** Types of the other direction (what a message sent the wrong way would carry). */
  otherTypes: string[];
}
const APP_TYPES = FUZZ_EVENTS.map((e) => `APP_${e}`);
const FRAME_TYPES = [...FUZZ_EVENTS.flatMap((e) => [`FRAME_${e}_SUCCESS`, `FRAME_${e}_ERROR`]), 'FRAME_READY', 'FRAME_SESSION_UPDATE'];

function mutateOnce(rng: Rng, message: Fz, kind: Mutation, dir: Direction, ids: () => string | undefined): Fz {
  if (!isObj(message)) return kind === 'not-an-object' ? anyValue(rng) : message;
  const payload = getKey(message, 'payload');
  const fields = isObj(payload) ? payload.$o.map(([k]) => k) : [];
  switch (kind) {
    case 'type-other-event':
      setKey(message, 'type', rng.pick(dir.types));
      break;
    case 'type-related-event': {
      // An event whose name starts like this one's (UPDATE_EMAIL / UPDATE_EMAIL_PRIMARY_OTP, GET_USER / GET_…), same suffix.
      const type = getKey(message, 'type');
      const match = typeof type === 'string' ? /^(APP|FRAME)_(.+?)(_SUCCESS|_ERROR)?$/.exec(type) : null;
      const event = match?.[2];
      if (!match || !event) break;
      const head = event.split('_')[0]!;
      const related = FUZZ_EVENTS.filter((e) => e !== event && (e.startsWith(event) || event.startsWith(e) || e.split('_')[0] === head));
      if (related.length) setKey(message, 'type', `${match[1]}_${rng.pick(related)}${match[3] ?? ''}`);
      break;
    }
    case 'type-other-direction':
      setKey(message, 'type', rng.pick(dir.otherTypes));
      break;
    case 'type-garbage':
      setKey(message, 'type', rng.pick(TYPE_GARBAGE));
      break;
    case 'type-not-string':
      setKey(message, 'type', rng.chance(0.3) ? { $t: 'undefined' } : anyValue(rng));
      break;
    case 'id-garbage':
      if (rng.chance(0.2)) dropKey(message, 'id');
      else setKey(message, 'id', rng.pick<Fz>(['', '1', hexId(rng).slice(1), `${hexId(rng)}0`, hexId(rng).toUpperCase(), 'g'.repeat(32), ` ${hexId(rng).slice(1)}`, anyValue(rng)]));
      break;
    case 'id-fresh':
      setKey(message, 'id', hexId(rng));
      break;
    case 'id-borrowed': {
      const borrowed = ids();
      if (borrowed) setKey(message, 'id', borrowed);
      break;
    }
    case 'payload-not-object':
      setKey(message, 'payload', rng.pick<Fz>([null, 'payload', 0, [], [{ $o: [] }], true, { $t: 'undefined' }, { $t: 'NaN' }, { $t: 'date', v: 0 }, { $t: 'map', v: [] }, { $t: 'u8', v: [0] }, { $t: 'repeat', s: 'x', n: 1_000_000 }]));
      break;
    case 'payload-missing':
      dropKey(message, 'payload');
      break;
    case 'field-extra':
      if (isObj(payload)) setKey(payload, rng.pick(['extra', 'email2', 'id', 'type', '', 'payload']), anyValue(rng));
      break;
    case 'field-proto-key':
      if (isObj(payload)) payload.$o.push([rng.pick(PROTO_KEYS), rng.chance(0.5) ? { $o: [['polluted', 'yes']] } : anyValue(rng)]);
      break;
    case 'field-missing':
      if (isObj(payload) && fields.length) dropKey(payload, rng.pick(fields));
      break;
    case 'field-wrong-type':
      if (isObj(payload) && fields.length) setKey(payload, rng.pick(fields), anyValue(rng));
      break;
    case 'field-huge':
      if (isObj(payload) && fields.length) setKey(payload, rng.pick(fields), { $t: 'repeat', s: rng.pick(['a', '😀', '0', '\u202e']), n: rng.pick(HUGE_LENGTHS) });
      break;
    case 'field-odd-string':
      if (isObj(payload) && fields.length) setKey(payload, rng.pick(fields), rng.pick(ODD_STRINGS));
      break;
    case 'field-valid-other': {
      // Another event's valid payload under this type: well-formed, but for the wrong event.
      setKey(message, 'payload', encodePlain(rng.pick(Object.values(dir.types[0]!.startsWith('APP_') ? APP_PAYLOADS : OK_PAYLOADS).flat())));
      break;
    }
    case 'envelope-extra':
      setKey(message, rng.pick(['extra', 'data', 'origin', 'source', 'error']), anyValue(rng));
      break;
    case 'envelope-proto-key':
      message.$o.push([rng.pick(PROTO_KEYS), rng.chance(0.5) ? { $o: [['polluted', 'yes']] } : anyValue(rng)]);
      break;
    case 'not-an-object':
      return rng.chance(0.3) ? [message] : anyValue(rng);
  }
  return message;
}

/** One generated message: its encoded form, and the mutations applied (none: a valid base). */
export interface FuzzCase {
  message: Fz;
  mutations: Mutation[];
}

/** The mutations drawn from: the related-event one weighs more (events whose names share a prefix are where a routing slip hides). */
const DRAW: readonly Mutation[] = [...MUTATIONS, 'type-related-event', 'type-related-event', 'type-related-event'];

function mutated(rng: Rng, base: Fz, dir: Direction, ids: () => string | undefined, validShare: number): FuzzCase {
  if (rng.chance(validShare)) return { message: base, mutations: [] };
  let message = base;
  const mutations: Mutation[] = [];
  for (let i = 0, n = 1 + rng.int(3); i < n; i++) {
    const kind = rng.pick(DRAW);
    mutations.push(kind);
    message = mutateOnce(rng, message, kind, dir, ids);
  }
  return { message, mutations };
}

/**
 * `count` APP_* messages: valid requests (a share `validShare`, fresh random ids), the rest mutated
 * one to three times.
 */
export function appFuzz(count: number, seed: number, validShare = 0.15): FuzzCase[] {
  const rng = createRng(seed);
  const dir: Direction = { types: APP_TYPES, otherTypes: FRAME_TYPES };
  const ids: string[] = [];
  return Array.from({ length: count }, () => {
    const event = rng.pick(FUZZ_EVENTS);
    const id = hexId(rng);
    ids.push(id);
    const base = encodePlain({ type: `APP_${event}`, id, payload: rng.pick(APP_PAYLOADS[event]) });
    return mutated(rng, base, dir, () => (ids.length ? rng.pick(ids) : undefined), validShare);
  });
}

/**
 * `count` FRAME_* messages: answers (success, with or without a payload, and errors), FRAME_READY
 * and FRAME_SESSION_UPDATE, mutated. `pendingId(event)` gives the id of a request the app waits on
 * for `event` (answers then carry it), or undefined (a random id).
 */
export function frameFuzz(count: number, seed: number, pendingId: (event: FuzzEvent, rng: Rng) => string | undefined = () => undefined, validShare = 0.15): FuzzCase[] {
  const rng = createRng(seed);
  const dir: Direction = { types: FRAME_TYPES, otherTypes: APP_TYPES };
  return Array.from({ length: count }, () => {
    const roll = rng.int(20);
    let base: Fz;
    if (roll === 0) base = encodePlain({ type: 'FRAME_READY', payload: { version: rng.pick(['0.1.0', '']) } });
    else if (roll === 1) base = encodePlain({ type: 'FRAME_SESSION_UPDATE', payload: { token: rng.pick([hexId(rng), null]) } });
    else {
      const event = rng.pick(FUZZ_EVENTS);
      const id = pendingId(event, rng) ?? hexId(rng);
      if (rng.chance(0.25)) base = encodePlain({ type: `FRAME_${event}_ERROR`, id, payload: { message: rng.pick(['Invalid code', 'User is not connected', 'Unverified domain', '']) } });
      else if (rng.chance(0.1)) base = encodePlain({ type: `FRAME_${event}_SUCCESS`, id });
      else base = encodePlain({ type: `FRAME_${event}_SUCCESS`, id, payload: rng.pick(OK_PAYLOADS[event]) });
    }
    return mutated(rng, base, dir, () => pendingId(rng.pick(FUZZ_EVENTS), rng), validShare);
  });
}

/** What the independent judge says a FRAME_* message is. */
export type FrameVerdict = { kind: 'invalid' } | { kind: 'ready' } | { kind: 'session'; token: string | null } | { kind: 'answer'; event: FuzzEvent; id: string; ok: boolean; payload: unknown };

/** JSON data, by this file's own rule: plain objects and arrays, strings, finite numbers, booleans, null, undefined as an absent field; no cycles. */
function jsonData(v: unknown, ancestors: readonly object[] = []): boolean {
  if (v === null || v === undefined || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (typeof v !== 'object' || ancestors.includes(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  if (Array.isArray(v) ? proto !== Array.prototype : proto !== Object.prototype && proto !== null) return false;
  return Object.values(v).every((item) => jsonData(item, [...ancestors, v]));
}

const pascal = (event: string): string => event.toLowerCase().replace(/(^|_)([a-z])/g, (_, _sep: string, c: string) => c.toUpperCase());
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
const ID = /^[0-9a-f]{32}$/;

/**
 * The independent judge: messages.schemas.json compiled by ajv at run time, routed by rules
 * written here. `app(data)`: is it a valid APP_* request; `frame(data)`: what a FRAME_* message is.
 */
export function createFuzzOracle() {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('@latchkey/embedded-wallet/package.json')), 'src/protocol/messages.schemas.json');
  const schemas = JSON.parse(readFileSync(file, 'utf8')) as Record<string, object>;
  const ajv = new Ajv({ allErrors: false, strict: true, allowUnionTypes: true, unicodeRegExp: true });
  const compiled = new Map<string, ValidateFunction>();
  const check = (name: string, data: unknown): boolean => {
    let validate = compiled.get(name);
    if (!validate) {
      const schema = schemas[name];
      if (!schema) throw new Error(`no schema ${name}`);
      validate = ajv.compile(schema);
      compiled.set(name, validate);
    }
    return validate(data) === true;
  };
  const eventOf = (name: string): FuzzEvent | undefined => (FUZZ_EVENTS as readonly string[]).includes(name) ? (name as FuzzEvent) : undefined;

  return {
    app(data: unknown): boolean {
      if (!isPlainObject(data) || !jsonData(data) || !check('validateAppEnvelope', data)) return false;
      const { type, id, payload } = data as { type: unknown; id: unknown; payload: unknown };
      if (typeof type !== 'string' || !type.startsWith('APP_') || typeof id !== 'string' || !ID.test(id)) return false;
      const event = eventOf(type.slice(4));
      return Boolean(event) && isPlainObject(payload) && check(`validateApp${pascal(event!)}`, payload);
    },
    frame(data: unknown): FrameVerdict {
      const invalid: FrameVerdict = { kind: 'invalid' };
      if (!isPlainObject(data) || !jsonData(data) || !check('validateFrameEnvelope', data)) return invalid;
      const { type, id, payload } = data as { type: string; id?: unknown; payload?: unknown };
      if (type === 'FRAME_READY') return check('validateEventReady', payload) ? { kind: 'ready' } : invalid;
      if (type === 'FRAME_SESSION_UPDATE') return check('validateEventSessionUpdate', payload) ? { kind: 'session', token: (payload as { token: string | null }).token } : invalid;
      if (typeof id !== 'string' || !ID.test(id)) return invalid;
      const match = /^FRAME_([A-Z_]+)_(SUCCESS|ERROR)$/.exec(type);
      const event = match ? eventOf(match[1]!) : undefined;
      if (!match || !event) return invalid;
      if (match[2] === 'ERROR') return isPlainObject(payload) && check('validateErrorPayload', payload) ? { kind: 'answer', event, id, ok: false, payload } : invalid;
      return payload === undefined || check(`validateOk${pascal(event)}`, payload) ? { kind: 'answer', event, id, ok: true, payload } : invalid;
    },
  };
}
export type FuzzOracle = ReturnType<typeof createFuzzOracle>;
