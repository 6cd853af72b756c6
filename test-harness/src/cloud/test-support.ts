/**
 * Helpers for the cloud double's own tests (and any test that talks to it): JSON fetches with
 * the project query, and answer validation against `CLOUD_SCHEMAS`.
 */
import Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import type { CloudHandle } from './server';
import { CLOUD_SCHEMAS } from './shapes';

/** A JSON answer: status, headers and parsed body. */
export interface JsonAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * Fetches `path` from the cloud with `projectId` (the cloud's own unless given) added to the
 * query, and parses the JSON answer.
 *
 * @example
 * const { status, body } = await cloudFetch(cloud, '/appkit/v1/config');
 */
export async function cloudFetch<T = unknown>(
  cloud: Pick<CloudHandle, 'url' | 'projectId'>,
  path: string,
  init: { query?: Record<string, string>; method?: string; body?: unknown; headers?: Record<string, string>; projectId?: string | null } = {},
): Promise<JsonAnswer<T>> {
  const url = new URL(path, cloud.url);
  const projectId = init.projectId === undefined ? cloud.projectId : init.projectId;
  if (projectId !== null) url.searchParams.set('projectId', projectId);
  url.searchParams.set('st', 'latchkey-test');
  url.searchParams.set('sv', 'latchkey-0.1.0');
  for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${path} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

/** Name of a schema in `CLOUD_SCHEMAS`. */
export type ShapeName = keyof typeof CLOUD_SCHEMAS;

/**
 * Makes a checker that throws, listing every mismatch, when a value does not have the shape of
 * `CLOUD_SCHEMAS[name]`.
 *
 * @example
 * const assertShape = createShapeChecker();
 * assertShape('config', body);
 */
export function createShapeChecker(): (name: ShapeName, value: unknown) => void {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  const compiled = new Map<ShapeName, ValidateFunction>();
  return (name, value) => {
    let validate = compiled.get(name);
    if (!validate) {
      validate = ajv.compile(CLOUD_SCHEMAS[name]);
      compiled.set(name, validate);
    }
    if (!validate(value)) {
      throw new Error(`answer does not have the "${name}" shape: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 500)}`);
    }
  };
}
