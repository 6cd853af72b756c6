import { vi } from 'vitest';
import * as wagmi from 'wagmi-core-v2';
import { connectorSuite } from './test/suite';

// What a wagmi 2 dapp has: '@wagmi/core' is wagmi 2's, so the connector is made with its createConnector.
vi.mock('@wagmi/core', async () => await import('wagmi-core-v2'));

connectorSuite(2, wagmi as never);
