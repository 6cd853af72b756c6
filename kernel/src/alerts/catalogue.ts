/** SPEC §8 alert codes, typed. Each has an i18n key `alert.<CODE>` (+ `.long`). */
export const ALERT_CODES = {
  PROJECT_ID_NOT_CONFIGURED: 'error',
  INVALID_PROJECT_ID: 'error',
  INVALID_APP_CONFIGURATION: 'error',
  RATE_LIMITED_APP_CONFIGURATION: 'error',
  SERVER_ERROR_APP_CONFIGURATION: 'error',
  SWITCH_NETWORK_NOT_FOUND: 'error',
  SWITCH_NETWORK_FAILED: 'error',
  IFRAME_LOAD_FAILED: 'error',
  IFRAME_REQUEST_TIMEOUT: 'error',
  UNVERIFIED_DOMAIN: 'error',
  SESSION_EXPIRED: 'error',
  /** A wallet session that covered several networks ended: all of them are disconnected. */
  WALLET_SESSION_ENDED: 'info',
  MULTI_WALLET_NOT_ENABLED: 'info',
  LOCAL_CONFIGURATION_IGNORED: 'warning',
  TOKEN_BALANCE_UNAVAILABLE: 'warning',
  ACTION_NOT_ALLOWED: 'error',
  SIWX_INIT_FAILED: 'error',
  SIWX_SIGN_FAILED: 'error',
  GENERIC_ERROR: 'error',
} as const;

export type AlertCode = keyof typeof ALERT_CODES;
export type AlertSeverity = 'error' | 'warning' | 'info' | 'success';

/** An alert as the store holds it; React renders it as a toast through i18n. */
export interface AlertEntry {
  id: string;
  code: AlertCode;
  severity: AlertSeverity;
  /** Placeholders for the alert's strings. */
  params: Record<string, string | number> | undefined;
  createdAt: number;
}
