import { ValidationError } from '../errors';

/** The shape of a validator that scripts/codegen.mjs compiles from a `*.schemas.json` file. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }> | null;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function at(data: unknown, pointer: string): unknown {
  let cur: unknown = data;
  for (const part of pointer.split('/').slice(1)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return cur;
}

/** Turns the first ajv error into the SPEC §5 schema message ('Required', 'Expected X, received Y', …). */
export function describeSchemaError(validator: CompiledValidator, data: unknown): { path: string; message: string } {
  const e = validator.errors?.[0];
  if (!e) return { path: '', message: 'Invalid input' };
  switch (e.keyword) {
    case 'required':
      return { path: `${e.instancePath}/${String(e.params.missingProperty)}`, message: 'Required' };
    case 'type': {
      const value = at(data, e.instancePath);
      const received = value === undefined ? 'undefined' : typeOf(value);
      if (received === 'undefined') return { path: e.instancePath, message: 'Required' };
      return { path: e.instancePath, message: `Expected ${String(e.params.type)}, received ${received}` };
    }
    case 'minLength':
      return { path: e.instancePath, message: `String must contain at least ${String(e.params.limit)} character(s)` };
    case 'pattern':
      if (/email/i.test(e.instancePath)) return { path: e.instancePath, message: 'Invalid email' };
      return { path: e.instancePath, message: 'Invalid input' };
    default:
      return { path: e.instancePath, message: 'Invalid input' };
  }
}

/**
 * Checks `data` against a build-time compiled validator; throws ValidationError with the SPEC §5
 * message and where it failed.
 *
 * @example
 * const reply = assertValid(validateConfigReply, await res.json(), 'remote config')
 */
export function assertValid<T>(validator: CompiledValidator, data: unknown, what: string): T {
  if (validator(data)) return data as T;
  const { path, message } = describeSchemaError(validator, data);
  throw new ValidationError(message, { details: `${what}${path ? ` at ${path}` : ''}` });
}
