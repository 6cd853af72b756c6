// Public API of the reference secure frame + auth server (a reference for self-hosting on the
// local stack, not a production custody service).
export { startFrameServer, DEFAULT_FRAME_PORT, DEFAULT_FUND, FRAME_PATHS, ORIGINS_TIMEOUT_MS } from './server';
export {
  createFrameApiClient,
  newDeviceId,
  FrameRequestError,
  FRAME_API_PATHS,
  FRAME_API_TIMEOUT_MS,
  DEVICE_HEADER,
  REFERENCE_FRAME_VERSION,
  UNVERIFIED_DOMAIN_MESSAGE,
  ABORTED_MESSAGE,
} from './api';
export type { ApiContext, AppAnswer, BootAnswer, FrameApiClient, FrameApiClientOptions, SessionChange, TokenStore } from './api';
export { parseFrameFault } from './faults';
export { compileAccountContracts, deployFactory, FACTORY_DEPLOYER_KEY, ACCOUNT_SALT } from './contracts';
export type { CompiledAccountContracts } from './contracts';
export { SOCIAL_PROVIDERS, DEFAULT_SOCIAL_PROFILES, FRAME_OAUTH_CLIENT_ID } from './socials';
export { DEFAULT_FARCASTER_USERNAME } from './farcaster';
export { MAX_CODE_ATTEMPTS } from './auth';
export type * from './types';
