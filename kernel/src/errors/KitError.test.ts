import { describe, expect, it } from 'vitest';
import {
  AbortedError,
  ChainError,
  ConfigError,
  ConnectorError,
  DestroyedError,
  FeatureDisabledError,
  HttpError,
  KitError,
  NetworkError,
  RequestNotAllowedError,
  SiwxError,
  TimeoutError,
  UserRejectedError,
  ValidationError,
  isKitError,
} from './index';

describe('KitError', () => {
  it('keeps the human sentence as shortMessage and puts details and plugin into message', () => {
    const cause = new Error('socket hang up');
    const error = new KitError('Network request failed', { details: 'GET /appkit/v1/config', pluginId: 'email', cause, data: { status: 503 } });
    expect(error.shortMessage).toBe('Network request failed');
    expect(error.details).toBe('GET /appkit/v1/config');
    expect(error.pluginId).toBe('email');
    expect(error.cause).toBe(cause);
    expect(error.data).toEqual({ status: 503 });
    expect(error.message.split('\n')[0]).toBe('Network request failed');
    expect(error.message).toContain('Details: GET /appkit/v1/config');
    expect(error.message).toContain('Plugin: email');
    expect(error.code).toBe('INTERNAL_SDK_ERROR');
    expect(error.name).toBe('KitError');
    expect(error).toBeInstanceOf(Error);
  });

  it('has the bare sentence as message when there are no details, and no cause unless given', () => {
    const error = new KitError('Something went wrong');
    expect(error.message).toBe('Something went wrong');
    expect(error.details).toBeUndefined();
    expect('cause' in error).toBe(false);
  });

  it('walks the cause chain to find the original error', () => {
    const root = new TypeError('Failed to fetch');
    const middle = new NetworkError(undefined, { cause: root });
    const top = new KitError('Remote configuration could not be loaded', { cause: middle });
    expect(top.walk((e) => e instanceof TypeError)).toBe(root);
    expect(top.walk((e) => isKitError(e, 'NETWORK_ERROR'))).toBe(middle);
    expect(top.walk((e) => e === top)).toBe(top);
    expect(top.walk((e) => e instanceof RangeError)).toBeUndefined();
  });
});

describe('KitError subclasses', () => {
  const cases = [
    [ConfigError, 'ConfigError', 'CONFIG_ERROR', undefined],
    [ValidationError, 'ValidationError', 'VALIDATION_ERROR', 'Invalid input'],
    [HttpError, 'HttpError', 'HTTP_ERROR', undefined],
    [NetworkError, 'NetworkError', 'NETWORK_ERROR', 'Network request failed'],
    [TimeoutError, 'TimeoutError', 'TIMEOUT', 'timed out'],
    [UserRejectedError, 'UserRejectedError', 'USER_REJECTED', 'User rejected the request.'],
    [AbortedError, 'AbortedError', 'ABORTED', 'Request was aborted'],
    [RequestNotAllowedError, 'RequestNotAllowedError', 'REQUEST_NOT_ALLOWED', 'Action not allowed'],
    [ConnectorError, 'ConnectorError', 'CONNECTOR_ERROR', undefined],
    [ChainError, 'ChainError', 'CHAIN_ERROR', 'Chain is not supported'],
    [SiwxError, 'SiwxError', 'SIWX_ERROR', 'Error signing message'],
    [FeatureDisabledError, 'FeatureDisabledError', 'FEATURE_DISABLED', undefined],
    [DestroyedError, 'DestroyedError', 'DESTROYED', 'The kit was destroyed'],
  ] as const;

  it.each(cases)('%o has a stable name and code and is a KitError', (Ctor, name, code, defaultMessage) => {
    const error = new Ctor('boom', { details: 'why' });
    expect(error).toBeInstanceOf(KitError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe(name);
    expect(Ctor.name).toBe(name);
    expect(error.code).toBe(code);
    expect(error.shortMessage).toBe('boom');
    expect(error.details).toBe('why');
    expect(isKitError(error)).toBe(true);
    expect(isKitError(error, code)).toBe(true);
    expect(new Ctor().shortMessage).toBe(defaultMessage ?? name);
  });

  it('SPEC §8 wording: the default messages a visitor sees', () => {
    expect(new TimeoutError().message).toBe('timed out');
    expect(new AbortedError().message).toBe('Request was aborted');
    expect(new RequestNotAllowedError().message).toBe('Action not allowed');
    expect(new ChainError().message).toBe('Chain is not supported');
    expect(new SiwxError().message).toBe('Error signing message');
  });

  it('subclasses are distinct: one is not an instance of another', () => {
    expect(new TimeoutError()).not.toBeInstanceOf(AbortedError);
    expect(isKitError(new TimeoutError(), 'ABORTED')).toBe(false);
  });
});

describe('isKitError', () => {
  it('is false for plain errors and non-errors, and checks the code when given', () => {
    expect(isKitError(new Error('x'))).toBe(false);
    expect(isKitError({ code: 'CONFIG_ERROR', shortMessage: 'x' })).toBe(false);
    expect(isKitError(undefined)).toBe(false);
    expect(isKitError('CONFIG_ERROR')).toBe(false);
    expect(isKitError(new ConfigError('x'), 'HTTP_ERROR')).toBe(false);
    expect(isKitError(new KitError('x'), 'INTERNAL_SDK_ERROR')).toBe(true);
  });
});
