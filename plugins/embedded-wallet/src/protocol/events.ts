// The secure frame's protocol (SPEC §7): what the app asks (APP_*), what the frame answers
// (FRAME_*_SUCCESS / FRAME_*_ERROR, matched by a random request id) and what it announces
// (FRAME_READY, FRAME_SESSION_UPDATE). Both directions are checked by validators compiled at build
// time from messages.schemas.json (no eval); the frame page uses the same ones.

export const APP_EVENTS = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'GET_SOCIAL_REDIRECT_URI',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
  'RPC_ABORT',
] as const;

export type AppEventName = (typeof APP_EVENTS)[number];
export type AccountType = 'eoa' | 'smartAccount';
export type EmailAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';
export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord';

/** The frame's user (SPEC §3 Frame user). */
export interface FrameUser {
  email?: string | null;
  address: string;
  chainId: string | number;
  accounts?: Array<{ address: string; type: AccountType }>;
  userName?: string | null;
  preferredAccountType?: AccountType;
  smartAccountDeployed?: boolean;
  socialProvider?: string | null;
}

/** Each event's request payload and success payload. */
export interface AppEvents {
  SWITCH_NETWORK: [{ chainId: string | number }, { chainId: string | number }];
  CONNECT_EMAIL: [{ email: string }, { action: EmailAction }];
  CONNECT_DEVICE: [Record<string, never>, Record<string, never>];
  CONNECT_OTP: [{ otp: string }, Record<string, never>];
  CONNECT_SOCIAL: [{ uri: string; preferredAccountType?: AccountType; chainId?: string | number }, FrameUser];
  GET_FARCASTER_URI: [Record<string, never>, { url: string }];
  CONNECT_FARCASTER: [Record<string, never>, { userName: string }];
  GET_USER: [{ chainId?: string | number; preferredAccountType?: AccountType }, FrameUser];
  GET_SOCIAL_REDIRECT_URI: [{ provider: SocialProvider }, { uri: string }];
  SIGN_OUT: [Record<string, never>, Record<string, never>];
  IS_CONNECTED: [Record<string, never>, { isConnected: boolean }];
  GET_CHAIN_ID: [Record<string, never>, { chainId: string | number }];
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: [Record<string, never>, { smartAccountEnabledNetworks: number[] }];
  INIT_SMART_ACCOUNT: [Record<string, never>, { address: string; isDeployed: boolean }];
  SET_PREFERRED_ACCOUNT: [{ type: AccountType }, { type: AccountType; address: string }];
  RPC_REQUEST: [{ method: string; params?: unknown; chainId?: string | number }, unknown];
  UPDATE_EMAIL: [{ email: string }, { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }];
  UPDATE_EMAIL_PRIMARY_OTP: [{ otp: string }, Record<string, never>];
  UPDATE_EMAIL_SECONDARY_OTP: [{ otp: string }, { newEmail: string }];
  SYNC_THEME: [{ themeMode: 'light' | 'dark'; themeVariables?: Record<string, string | number> }, Record<string, never>];
  SYNC_DAPP_DATA: [{ metadata: { name: string; description?: string; url: string; icons?: string[] }; sdkVersion?: string; sdkType?: string; projectId?: string }, Record<string, never>];
  RELOAD: [Record<string, never>, Record<string, never>];
  RPC_ABORT: [Record<string, never>, Record<string, never>];
}

/** A message the app posts to the frame. */
export type AppMessage = { [K in AppEventName]: { type: `APP_${K}`; id: string; payload: AppEvents[K][0] } }[AppEventName];

/** A message the frame posts to the app. */
export type FrameMessage =
  | { [K in AppEventName]: { type: `FRAME_${K}_SUCCESS`; id: string; payload?: AppEvents[K][1] } }[AppEventName]
  | { [K in AppEventName]: { type: `FRAME_${K}_ERROR`; id: string; payload: { message: string } } }[AppEventName]
  | { type: 'FRAME_READY'; payload: { version: string } }
  | { type: 'FRAME_SESSION_UPDATE'; payload: { token: string | null } };

/** A request id: 16 random bytes as hex (crypto.getRandomValues), never a counter. */
export function requestId(crypto: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
