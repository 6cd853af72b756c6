import { DestroyedError, KitError } from '../errors';
import type { Session, SessionDeps } from './session';

export interface SessionLoader {
  /** The session once loaded (synchronous callers: the request gate, destroy). */
  readonly current: Session | undefined;
  /** Loads the session chunk (once; again after a failed load). */
  load(): Promise<Session>;
  /** The modal is open: the visitor is about to connect, so fetch the session now, after the dialog. */
  warm(): void;
}

/**
 * The session (connecting, switching, the request gate) is a lazy chunk: see kit/session.ts. This
 * loader stays on the load path; `import('./session')` is what keeps the connection actions out of it.
 */
export function createSessionLoader(deps: SessionDeps, o: { destroyed(): boolean; later(fn: () => void, ms: number): void }): SessionLoader {
  let session: Session | undefined;
  let loading: Promise<Session> | undefined;
  const load = (): Promise<Session> => {
    if (o.destroyed()) return Promise.reject(new DestroyedError());
    loading ??= import('./session')
      .then((m) => {
        if (o.destroyed()) throw new DestroyedError();
        session = m.createSession(deps);
        return session;
      })
      .catch((error: unknown) => {
        // A chunk that failed to load (offline, a deploy replaced it) is fetched again next time.
        loading = undefined;
        throw error instanceof KitError ? error : new KitError('The wallet connection code could not be loaded', { cause: error });
      });
    return loading;
  };
  return {
    get current() {
      return session;
    },
    load,
    warm() {
      if (!session) o.later(() => void load().catch(() => undefined), 0);
    },
  };
}
