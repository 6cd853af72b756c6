// Test support (nothing in the package imports it): a kit with the socials plugin beside a stand-in
// for the embedded wallet (same id and API, a scripted `request()` and a fake AUTH connector): no
// secure frame loads. Popups are fakes the tests answer with dispatched `message` events.
import { vi } from 'vitest';
import { configure } from '@testing-library/react';
import { KitError, ValidationError, createMemoryStorage, definePlugin, type ConnectorAdapter, type KitOptions, type StorageLike } from '@latchkey/kernel';
import type { EmbeddedWalletApi, FrameUser } from '@latchkey/embedded-wallet';
import { checkAppMessage, requestId, type AppEvents } from '@latchkey/embedded-wallet/protocol';
import { socials } from '../index';
import type { SocialsOptions } from '../types';
import { standInNamespace, testKit } from '@latchkey/test-harness/kit';

// The views are lazy chunks; on a busy machine their first load can exceed 1 s.
configure({ asyncUtilTimeout: 5_000 });

export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const OTHER_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const ORIGIN = 'https://dapp.example';
/** The secure frame's origin: popup replies must come from it. */
export const FRAME_ORIGIN = 'https://secure.example';
export const FARCASTER_URL = 'https://farcaster.example/~/siwf?channelToken=c0ffee&nonce=42';
/** The callback page's address the popup posts (what CONNECT_SOCIAL redeems). */
export const resultUri = (state = 's1') => `${FRAME_ORIGIN}/social/callback?code=abc&state=${state}`;

type Name = keyof AppEvents;
type Handler<K extends Name> = (payload: AppEvents[K][0], signal: AbortSignal | undefined) => Promise<AppEvents[K][1]>;
export type Handlers = { [K in Name]?: Handler<K> };

export interface FakeFrame {
  /** Every request the socials plugin made, in order. */
  calls: Array<{ name: Name; payload: unknown }>;
  names(): Name[];
  handlers: Handlers;
  /** How many sign-in URLs were handed out (each has its own state). */
  issued: number;
  /** Settles a pending CONNECT_FARCASTER (the visitor approved in Farcaster). */
  approveFarcaster(userName?: string): void;
  rejectFarcaster(message?: string): void;
  /** How often the AUTH connector was asked to connect. */
  connects: number;
  /** Who signed in (the provider and username), once CONNECT_SOCIAL or CONNECT_FARCASTER succeeded. */
  signedIn?: { socialProvider: string; userName: string };
}

const eip155 = standInNamespace('eip155', { methods: { safe: ['eth_chainId', 'eth_accounts'], unsafe: ['personal_sign'] } });

/** The config service as the kit asks it: socials on (with `providers`), the dapp's origin allowed, an empty wallet directory. */
export const cloudFetch = (providers?: string[] | false) =>
  (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const features = [{ id: 'email', isEnabled: false }, providers === false ? { id: 'socials', isEnabled: false } : { id: 'socials', isEnabled: true, ...(providers ? { config: providers } : {}) }];
    const body = url.pathname.endsWith('/appkit/v1/config')
      ? { features }
      : url.pathname.endsWith('/projects/v1/origins')
        ? { allowedOrigins: [ORIGIN] }
        : url.pathname.endsWith('/getWallets')
          ? { data: [], count: 0 }
          : url.pathname.endsWith('/getAnalyticsConfig')
            ? { isAnalyticsEnabled: false }
            : {};
    const text = JSON.stringify(body);
    return { ok: true, status: 200, text: async () => text, json: async () => body, blob: async () => new Blob([text]) } as unknown as Response;
  }) as typeof fetch;

/** A wallet the visitor could pick instead (an injected one, so the Connect view lists it first). */
export function otherWallet(): ConnectorAdapter {
  return {
    info: { id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true },
    connect: async () => ({ sessions: [{ namespace: 'eip155', accounts: [{ address: OTHER_ADDRESS }], chainId: 1 }] }),
    disconnect: async () => {},
    request: async () => null,
  };
}

export interface MakeOptions extends Partial<KitOptions> {
  storage?: StorageLike;
  wallets?: ConnectorAdapter[];
  /** The remote `socials` feature's provider list (all when absent; false: off). */
  providers?: string[] | false;
  socials?: SocialsOptions;
  /** Extra fields on the fake embedded wallet's API (a `frameOrigin`, say). */
  walletApi?: Record<string, unknown>;
}

export function makeSocialsKit({ storage = createMemoryStorage(), wallets = [], providers, socials: socialsOptions = { frameOrigin: FRAME_ORIGIN }, walletApi = {}, ...extra }: MakeOptions = {}) {
  const states = new Map<string, string>();
  let farcaster: { resolve: (userName: string) => void; reject: (e: unknown) => void } | undefined;
  const user = (socialProvider: string, userName: string): FrameUser => ({ address: ADDRESS, chainId: 'eip155:1', email: null, userName, socialProvider, accounts: [{ address: ADDRESS, type: 'eoa' }] });
  const frame: FakeFrame = {
    calls: [],
    names: () => frame.calls.map((c) => c.name),
    issued: 0,
    connects: 0,
    approveFarcaster: (userName = 'ada.eth') => farcaster?.resolve(userName),
    rejectFarcaster: (message = 'timed out') => farcaster?.reject(new KitError(message)),
    handlers: {
      GET_SOCIAL_REDIRECT_URI: async ({ provider }) => {
        frame.issued += 1;
        states.set(`s${frame.issued}`, provider);
        return { uri: `${FRAME_ORIGIN}/oauth/${provider}/authorize?state=s${frame.issued}` };
      },
      CONNECT_SOCIAL: async ({ uri }) => {
        const url = new URL(uri);
        if (url.searchParams.get('error')) throw new KitError('Social login was cancelled');
        const provider = states.get(url.searchParams.get('state') ?? '') ?? 'google';
        frame.signedIn = { socialProvider: provider, userName: 'ada.lovelace' };
        return user(provider, 'ada.lovelace');
      },
      GET_FARCASTER_URI: async () => ({ url: FARCASTER_URL }),
      CONNECT_FARCASTER: (_payload, signal) =>
        new Promise((resolve, reject) => {
          farcaster = {
            resolve: (userName) => {
              frame.signedIn = { socialProvider: 'farcaster', userName };
              resolve({ userName });
            },
            reject,
          };
          signal?.addEventListener('abort', () => reject(new KitError('Something went wrong')));
        }),
    },
  };
  // No frameOrigin unless a test gives one (walletApi): the plugin's own fallback is under test too.
  const api = {
    connectorId: 'AUTH',
    ready: async () => {},
    request: (async (name: Name, payload: never, o?: { signal?: AbortSignal }) => {
      frame.calls.push({ name, payload });
      // As the real frame client: a payload off the frame's schema is never posted.
      if (!checkAppMessage({ type: `APP_${name}`, id: requestId(), payload })) throw new ValidationError(`Invalid APP_${name} payload`);
      const handler = frame.handlers[name] as Handler<Name> | undefined;
      if (!handler) throw new KitError(`The fake frame does not answer ${name}`);
      return handler(payload, o?.signal);
    }) as EmbeddedWalletApi['request'],
    setPreferredAccountType: async (type: Parameters<EmbeddedWalletApi['setPreferredAccountType']>[0]) => type,
    ...walletApi,
  } as EmbeddedWalletApi;
  const fakeEmbeddedWallet = definePlugin<'embedded-wallet', EmbeddedWalletApi>({
    id: 'embedded-wallet',
    kind: 'feature',
    setup(ctx) {
      ctx.connectors.add({
        info: { id: 'AUTH', name: 'Email and socials', type: 'AUTH', namespaces: ['eip155'] },
        async connect() {
          frame.connects += 1;
          if (!frame.signedIn) throw new KitError('Address or auth connector not found');
          return { sessions: [{ namespace: 'eip155', accounts: [{ address: ADDRESS }], chainId: 1 }] };
        },
        disconnect: async () => void (frame.signedIn = undefined),
        request: async () => null,
      });
      return { api };
    },
  });
  const kit = testKit({
    metadata: { name: 'Test Dapp', description: 'Test', url: ORIGIN, icons: [] },
    networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://eth.example'] } } }],
    storage,
    projectId: 'p1',
    origin: ORIGIN,
    fetch: cloudFetch(providers),
    isMobile: () => false,
    plugins: [definePlugin({ id: 'chain', kind: 'chain', namespaces: [eip155], setup: (ctx) => void wallets.forEach((w) => ctx.connectors.add(w)) }), fakeEmbeddedWallet, socials(socialsOptions)],
    ...extra,
  });
  return { kit, frame, storage };
}

/** A stand-in for the window `window.open` returns: closable, navigable, a message source. */
export interface FakePopup {
  closed: boolean;
  close(): void;
  /** Where it was opened or sent (`window.open`'s URL, then `location.replace`). */
  url: string;
  location: { replace(url: string): void };
  /** The page that opened it until the kit cuts it (null then). */
  opener: unknown;
  /** What the page posted to it (the asks for the result), with their target origins. */
  posted: Array<{ data: unknown; targetOrigin: string }>;
  postMessage(data: unknown, targetOrigin: string): void;
}

export function fakePopup(): FakePopup {
  const popup: FakePopup = {
    closed: false,
    url: '',
    close: () => void (popup.closed = true),
    location: { replace: (url: string) => void (popup.url = url) },
    opener: window,
    posted: [],
    postMessage: (data, targetOrigin) => void popup.posted.push({ data, targetOrigin }),
  };
  return popup;
}

/**
 * Makes `window.open` return `popup` (or null: a blocker), recording each call's arguments.
 * Restore with `vi.restoreAllMocks()`.
 */
export function stubOpen(popup: FakePopup | null) {
  if (vi.isMockFunction(window.open)) window.open.mockRestore();
  return vi.spyOn(window, 'open').mockImplementation(((url?: string | URL) => {
    if (popup) popup.url = String(url ?? '');
    return popup as unknown as Window;
  }) as typeof window.open);
}

/** Delivers a `message` event to the page as if `source` posted it from `origin`. */
export function postFrom(source: unknown, origin: string, data: unknown): void {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
}
