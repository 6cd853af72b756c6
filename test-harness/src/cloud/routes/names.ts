import { verifyMessage } from 'viem';
import { requireProject } from '../context';
import type { RouteHandler } from '../context';
import { HttpError, isRecord, json, requireAddress } from '../http';
import type { CloudRouteKey } from '../paths';
import type { NameRecord } from '../types';

/** Suffix of account names (SPEC §9). */
export const NAME_SUFFIX = '.reown.id';

/** The suffixes a name may have (SPEC §9): `.reown.id`, and the legacy `.wcn.id` (kept as given). */
export const NAME_SUFFIXES = [NAME_SUFFIX, '.wcn.id'] as const;

/** SPEC §5: letters, digits, hyphens, at least 4 characters. */
const LABEL = /^[a-zA-Z0-9-]{4,}$/;

/** How far a signed timestamp may be from now; a replayed or millisecond timestamp fails. */
const MAX_SKEW_SECONDS = 600;

/** Coin type of Ethereum mainnet (SLIP-44); other EVM chains use ENSIP-11. */
const ETH_COIN_TYPE = 60;

/**
 * A valid coin type: 60, or ENSIP-11 `0x80000000 | chainId` for an EVM chain id below 2^31
 * (SPEC §5).
 */
function isCoinType(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && (value === ETH_COIN_TYPE || (value >= 0x80000000 && value <= 0xffffffff));
}

/** `alice` or `alice.reown.id` → `alice.reown.id` (`alice.wcn.id` stays), after checking the label. */
function splitName(raw: string): { label: string; suffix: string } {
  const lower = raw.trim().toLowerCase();
  const suffix = NAME_SUFFIXES.find((s) => lower.endsWith(s)) ?? NAME_SUFFIX;
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower;
  if (!LABEL.test(label)) throw new HttpError(400, `Invalid name "${raw}": use letters, digits and hyphens, at least 4 characters`);
  return { label, suffix };
}

function fullName(raw: string): string {
  const { label, suffix } = splitName(raw);
  return `${label}${suffix}`;
}

/** `GET /v1/profile/account/{name}` → the name record, 404 when not registered. */
const nameLookup: RouteHandler = (ctx) => {
  requireProject(ctx);
  const name = fullName(ctx.params.name ?? '');
  const record = ctx.state.names.get(name);
  if (!record) throw new HttpError(404, `Name ${name} is not registered`);
  return json(record);
};

/**
 * `GET /v1/profile/suggestions/{name}` → `{ suggestions: [{ name, registered }] }`, the asked name
 * first, with the suffix it was asked with (`.reown.id` for a bare label).
 */
const nameSuggestions: RouteHandler = (ctx) => {
  requireProject(ctx);
  const { label, suffix } = splitName(ctx.params.name ?? '');
  const candidates = [label, `${label}-1`, `${label}-wallet`, `the-${label}`, `${label}${new Date().getUTCFullYear()}`];
  return json({
    suggestions: candidates.map((candidate) => {
      const name = `${candidate}${suffix}`;
      return { name, registered: ctx.state.names.has(name) };
    }),
  });
};

/** `GET /v1/profile/reverse/{address}` → every name record that holds the address (maybe `[]`). */
const nameReverse: RouteHandler = (ctx) => {
  requireProject(ctx);
  const address = requireAddress(ctx.params.address).toLowerCase();
  const records = [...ctx.state.names.values()].filter((record) =>
    Object.values(record.addresses).some((entry) => entry.address.toLowerCase() === address),
  );
  return json(records);
};

/** Reads the signed message: JSON `{ name, attributes, timestamp }`. */
function parseMessage(message: string): { name: string; attributes: Record<string, string>; timestamp: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    throw new HttpError(400, '"message" must be a JSON string of { name, attributes, timestamp }');
  }
  if (!isRecord(parsed)) throw new HttpError(400, '"message" must be a JSON object');
  const { name, attributes = {}, timestamp } = parsed;
  if (typeof name !== 'string') throw new HttpError(400, 'message.name must be a string');
  if (!isRecord(attributes) || !Object.values(attributes).every((value) => typeof value === 'string')) {
    throw new HttpError(400, 'message.attributes must be an object of strings');
  }
  if (typeof timestamp !== 'number' || !Number.isInteger(timestamp)) throw new HttpError(400, 'message.timestamp must be an integer (seconds)');
  if (Math.abs(timestamp - Math.floor(Date.now() / 1000)) > MAX_SKEW_SECONDS) {
    throw new HttpError(400, 'message.timestamp must be the current time in seconds');
  }
  return { name, attributes: attributes as Record<string, string>, timestamp };
}

/**
 * `POST /v1/profile/account` with `{ coinType, address, signature, message }`, where `message`
 * is the JSON string `{ name, attributes, timestamp }` and `signature` its personal_sign by
 * `address`. Verifies the signature; answers the new record.
 */
const nameRegister: RouteHandler = async (ctx) => {
  requireProject(ctx);
  const body = await ctx.json();
  if (!isRecord(body)) throw new HttpError(400, 'Body must be { coinType, address, signature, message }');
  const { coinType, signature, message } = body;
  const address = requireAddress(typeof body.address === 'string' ? body.address : undefined);
  if (!isCoinType(coinType)) throw new HttpError(400, 'coinType must be 60 or 0x80000000 | chainId with a chain id below 2147483648');
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(signature)) throw new HttpError(400, 'signature must be a 65-byte hex signature');
  if (typeof message !== 'string') throw new HttpError(400, 'message must be a string');
  const signed = parseMessage(message);
  const name = fullName(signed.name);
  const valid = await verifyMessage({ address, message, signature: signature as `0x${string}` }).catch(() => false);
  if (!valid) throw new HttpError(400, 'Invalid signature: the message was not signed by address');

  const existing = ctx.state.names.get(name);
  const holder = existing ? Object.values(existing.addresses)[0]?.address.toLowerCase() : undefined;
  if (holder !== undefined && holder !== address.toLowerCase()) throw new HttpError(400, `Name ${name} is already registered`);
  const now = Math.floor(Date.now() / 1000);
  const record: NameRecord = {
    name,
    registered: existing?.registered ?? now,
    updated: now,
    addresses: { ...existing?.addresses, [String(coinType)]: { address, created: String(now) } },
    attributes: { ...existing?.attributes, ...signed.attributes },
  };
  ctx.state.names.set(name, record);
  return json(record);
};

/** Handlers of the names API. */
export const nameRoutes = { nameLookup, nameSuggestions, nameReverse, nameRegister } satisfies Partial<Record<CloudRouteKey, RouteHandler>>;
