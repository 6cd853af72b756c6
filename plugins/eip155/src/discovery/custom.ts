import { ConfigError, type ConnectorInfo } from '@latchkey/kernel';
import type { CustomConnectorOptions } from '../types';
import { isProvider } from '../wallet/slot';
import { safeIcon, safeName } from './sanitize';

const ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Checks the host's custom connectors (a developer's mistake is a ConfigError at createKit, not
 * an odd failure on click) and describes each as an EXTERNAL connector.
 *
 * @example
 * customConnectorInfo({ id: 'my-wallet', name: 'My Wallet', provider }, 0).type; // 'EXTERNAL'
 */
export function customConnectorInfo(options: CustomConnectorOptions, index: number): ConnectorInfo {
  const where = `eip155 connectors[${index}]`;
  if (typeof options !== 'object' || options === null) throw new ConfigError(`${where} must be an object`);
  if (typeof options.id !== 'string' || !ID.test(options.id)) throw new ConfigError(`${where}.id must be 1-100 letters, digits, '.', '_', ':' or '-'`);
  const name = safeName(options.name);
  if (!name) throw new ConfigError(`${where}.name is required`);
  if (typeof options.provider !== 'function' && !isProvider(options.provider)) throw new ConfigError(`${where}.provider must be an EIP-1193 provider or a function returning one`);
  const imageUrl = options.icon === undefined ? undefined : safeIcon(options.icon);
  if (options.icon !== undefined && !imageUrl) throw new ConfigError(`${where}.icon must be a data:image/(svg+xml|png|webp) URI or an https URL`);
  return { id: options.id, name, type: 'EXTERNAL', namespaces: ['eip155'], ...(imageUrl ? { imageUrl } : {}) };
}
