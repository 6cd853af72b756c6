import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { assertValid, describeSchemaError, type CompiledValidator } from './validate';
import { validateConfigReply, validateOriginsReply } from '../config/replies.generated';
import { ValidationError } from '../errors';

// The same compiler the build uses (scripts/codegen.mjs), at run time, for keywords the shipped schemas lack.
const ajv = new Ajv({ allErrors: false, strict: true, allowUnionTypes: true });
const frameMessage: CompiledValidator = ajv.compile({
  type: 'object',
  required: ['email', 'otp'],
  properties: {
    email: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' },
    otp: { type: 'string', minLength: 6 },
    provider: { enum: ['google', 'github', 'apple', 'facebook', 'x', 'discord'] },
    name: { type: 'string', minLength: 1 },
  },
});

function messageFor(validator: CompiledValidator, data: unknown) {
  expect(validator(data)).toBe(false);
  return describeSchemaError(validator, data);
}

describe('describeSchemaError (SPEC §5 schema messages)', () => {
  it("a missing property reads 'Required' at its path", () => {
    expect(messageFor(validateOriginsReply, {})).toEqual({ path: '/allowedOrigins', message: 'Required' });
    expect(messageFor(frameMessage, { email: 'a@b.co' })).toEqual({ path: '/otp', message: 'Required' });
  });

  it("a value of the wrong type reads 'Expected X, received Y'", () => {
    expect(messageFor(validateOriginsReply, { allowedOrigins: [42] })).toEqual({ path: '/allowedOrigins/0', message: 'Expected string, received number' });
    expect(messageFor(validateConfigReply, { features: 'email' }).message).toBe('Expected array, received string');
    expect(messageFor(validateOriginsReply, { allowedOrigins: null }).message).toBe('Expected array, received null');
    expect(messageFor(validateConfigReply, { features: [{ id: 'email', isEnabled: 'yes' }] })).toEqual({
      path: '/features/0/isEnabled',
      message: 'Expected boolean, received string',
    });
  });

  it('names arrays as array, not object', () => {
    expect(messageFor(validateOriginsReply, []).message).toBe('Expected object, received array');
  });

  it("a too-short string reads 'String must contain at least N character(s)'", () => {
    expect(messageFor(frameMessage, { email: 'a@b.co', otp: '123' })).toEqual({ path: '/otp', message: 'String must contain at least 6 character(s)' });
    expect(messageFor(frameMessage, { email: 'a@b.co', otp: '123456', name: '' }).message).toBe('String must contain at least 1 character(s)');
  });

  it("a malformed email reads 'Invalid email'", () => {
    expect(messageFor(frameMessage, { email: 'not-an-email', otp: '123456' })).toEqual({ path: '/email', message: 'Invalid email' });
  });

  it("anything else reads 'Invalid input'", () => {
    expect(messageFor(frameMessage, { email: 'a@b.co', otp: '123456', provider: 'myspace' })).toEqual({ path: '/provider', message: 'Invalid input' });
    const noErrors: CompiledValidator = () => false;
    expect(describeSchemaError(noErrors, {})).toEqual({ path: '', message: 'Invalid input' });
  });
});

describe('assertValid', () => {
  it('returns the data when it matches', () => {
    const reply = { allowedOrigins: ['https://dapp.example'] };
    expect(assertValid(validateOriginsReply, reply, 'origins')).toBe(reply);
  });

  it('throws a ValidationError with the SPEC message and where it failed', () => {
    let caught: unknown;
    try {
      assertValid(validateOriginsReply, { allowedOrigins: [1] }, 'GET /projects/v1/origins');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    const error = caught as InstanceType<typeof ValidationError>;
    expect(error.shortMessage).toBe('Expected string, received number');
    expect(error.details).toBe('GET /projects/v1/origins at /allowedOrigins/0');
    expect(error.code).toBe('VALIDATION_ERROR');
  });
});
