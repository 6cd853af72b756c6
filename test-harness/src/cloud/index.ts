// The cloud double: one HTTP server standing in for the kit's cloud services (SPEC §7).
export { startCloud } from './server';
export type { CloudHandle, CloudOptions } from './server';
export type { CloudChainOptions, CloudSolanaOptions } from './chains';
export { CLOUD_PATHS, CLOUD_ROUTE_KEYS, CONTROL_PATHS, cloudPath } from './paths';
export type { CloudRouteKey } from './paths';
export { createFaultController, parseFault } from './faults';
export type { ActiveFault, Fault, FaultController, FaultOptions, FaultTarget } from './faults';
export { DEFAULT_ALLOWED_ORIGINS, DEFAULT_FEATURES, DEFAULT_PROJECT_ID, isOriginAllowed } from './projects';
export type { ProjectOptions, ProjectSettings } from './projects';
export { DIRECTORY_IDS, generateDirectory } from './directory';
export { CURRENCY_IMAGE_IDS, HUGE_IMAGE_BYTES, NETWORK_IMAGE_IDS, TOKEN_IMAGE_IDS } from './images';
export { USD_PRICES } from './prices';
export { HISTORY_PAGE_SIZE } from './routes/history';
export { NAME_SUFFIX } from './routes/names';
export { PAYMENT_CURRENCIES, PURCHASE_CURRENCIES } from './routes/onramp';
export { NATIVE_TOKEN_ADDRESS } from './routes/swaps';
export type * from './types';
