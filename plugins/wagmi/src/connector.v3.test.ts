import * as wagmi from '@wagmi/core';
import { connectorSuite } from './test/suite';

connectorSuite(3, wagmi as never);
