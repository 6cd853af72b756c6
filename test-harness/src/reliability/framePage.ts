// Test support for the reliability suite: a dapp "window" in Node whose hidden iframes run the
// harness's REAL secure frame through its own API — the same steps as the frame page
// (src/frame/page/main.ts): fetch the page and its script (a `page` / `script` fault stops here,
// as a browser would), ask the server whether the parent's origin is allowed (the cloud's
// allow-list), post FRAME_READY, then forward every APP_ request to the server and post its
// answer. Only the DOM is a stand-in (the few calls the embedded wallet's frame client makes);
// the frame's faults, sessions, inbox and keys are the real server's.
import { checkAppMessage, checkFrameMessage, type AppEventName, type AppMessage, type FrameMessage } from '@latchkey/embedded-wallet/protocol';
import { ABORTED_MESSAGE, UNVERIFIED_DOMAIN_MESSAGE, createFrameApiClient } from '../frame/api';

/** What the frame client posts to and hears from. */
interface FrameWindow {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The hidden iframe the frame client makes, as far as it uses one. */
class StandInFrame extends EventTarget {
  src = '';
  title = '';
  hidden = false;
  width = '';
  height = '';
  tabIndex = 0;
  referrerPolicy = '';
  readonly attributes = new Map<string, string>();
  contentWindow: FrameWindow | null = null;
  constructor(private readonly onAttach: (frame: StandInFrame) => void, private readonly onRemove: (frame: StandInFrame) => void) {
    super();
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  attach(): void {
    this.onAttach(this);
  }
  remove(): void {
    this.contentWindow = null;
    this.onRemove(this);
  }
}

/** A page in Node: an EventTarget window with a body that takes iframes, and its frame pages. */
export interface DappWindow {
  /** Give it to the kit as `window` (the embedded wallet reads `globalThis.window` in setup). */
  window: Window;
  /** The iframes in the body now. */
  frames(): number;
  /** Every page started (one per iframe the kit made). */
  pages(): number;
  /** Messages the frame pages dropped (wrong origin, wrong shape). */
  dropped(): number;
  /** The type of every message the frame pages heard from the dapp, in order. */
  heard(): string[];
}

export interface DappWindowOptions {
  /** The dapp's origin (what `location.ancestorOrigins[0]` says to the frame). */
  origin: string;
}

/**
 * A dapp window whose iframes run the reference secure frame (see the file's header).
 *
 * @example
 * const page = createDappWindow({ origin: 'http://127.0.0.1:5173' });
 * const kit = withWindow(page.window, () => createKit({ …, plugins: [embeddedWallet({ url: frame.frameUrl })] }));
 */
export function createDappWindow(options: DappWindowOptions): DappWindow {
  const win = new EventTarget() as EventTarget & Record<string, unknown>;
  const attached = new Set<StandInFrame>();
  let pages = 0;
  let dropped = 0;
  const heard: string[] = [];
  const body = {
    appendChild(node: StandInFrame) {
      attached.add(node);
      node.attach();
      return node;
    },
  };
  const document = {
    body,
    createElement(tag: string) {
      if (tag !== 'iframe') throw new Error(`the stand-in page makes iframes only, not <${tag}>`);
      return new StandInFrame(
        (frame) => {
          pages++;
          void runFramePage(frame);
        },
        (frame) => void attached.delete(frame),
      );
    },
  };
  Object.assign(win, { document, crypto: globalThis.crypto, location: { origin: options.origin } });

  /** Posts a frame message to the dapp, from the iframe's window and the frame's origin. */
  const toDapp = (frame: StandInFrame, source: FrameWindow, origin: string, message: FrameMessage) => {
    // A removed frame is gone: nothing it "posts" reaches the page.
    if (frame.contentWindow !== source) return;
    const event = new MessageEvent('message', { data: structuredClone(message), origin });
    Object.defineProperty(event, 'source', { value: source });
    win.dispatchEvent(event);
  };

  async function runFramePage(frame: StandInFrame): Promise<void> {
    const src = new URL(frame.src);
    const origin = src.origin;
    const projectId = src.searchParams.get('projectId') ?? '';
    let mode: 'booting' | 'ready' | 'unverified' | 'failed' = 'booting';
    const queue: AppMessage[] = [];
    const rpcControllers = new Set<AbortController>();
    const api = createFrameApiClient({ baseUrl: origin, context: { projectId, chainId: src.searchParams.get('chainId') ?? undefined, parentOrigin: options.origin } });
    const source: FrameWindow = {
      postMessage(message, targetOrigin) {
        // A browser delivers a message only to a window of the origin it names.
        if (targetOrigin !== origin) return void dropped++;
        queueMicrotask(() => receive(message));
      },
    };
    frame.contentWindow = source;
    const post = (message: FrameMessage) => {
      const checked = checkFrameMessage(message);
      if (checked) toDapp(frame, source, origin, checked);
    };
    const answerError = (message: AppMessage, text: string) => post({ type: `FRAME_${message.type.slice(4)}_ERROR`, id: message.id, payload: { message: text } } as FrameMessage);

    async function handle(message: AppMessage): Promise<void> {
      const name = message.type.slice(4) as AppEventName;
      if (mode === 'unverified') return answerError(message, UNVERIFIED_DOMAIN_MESSAGE);
      if (name === 'RPC_ABORT') {
        for (const controller of rpcControllers) controller.abort();
        rpcControllers.clear();
        return post({ type: 'FRAME_RPC_ABORT_SUCCESS', id: message.id, payload: {} });
      }
      const controller = new AbortController();
      if (name === 'RPC_REQUEST') rpcControllers.add(controller);
      try {
        const answer = await api.call(name, message.payload as never, { signal: controller.signal });
        if (controller.signal.aborted) return answerError(message, ABORTED_MESSAGE);
        if ('hang' in answer) return;
        if (answer.session !== undefined) post({ type: 'FRAME_SESSION_UPDATE', payload: { token: answer.session ? answer.session.handle : null } });
        if (answer.ok) post({ type: `FRAME_${name}_SUCCESS`, id: message.id, payload: answer.payload } as FrameMessage);
        else answerError(message, answer.message);
      } catch (error) {
        answerError(message, controller.signal.aborted ? ABORTED_MESSAGE : error instanceof Error && error.message ? error.message : 'An error occurred');
      } finally {
        rpcControllers.delete(controller);
      }
    }

    function receive(data: unknown): void {
      const message = checkAppMessage(data);
      if (!message) return void dropped++;
      heard.push(message.type);
      if (mode === 'booting') queue.push(message);
      else if (mode !== 'failed') void handle(message);
    }

    try {
      // The browser loads the page, then its one script: either failing, the page never starts.
      const page = await fetch(src);
      const html = await page.text();
      if (!page.ok) throw new Error(`GET ${src.pathname}: HTTP ${page.status}`);
      const script = /<script[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
      if (script) {
        const code = await fetch(new URL(script, src));
        await code.arrayBuffer();
        if (!code.ok) throw new Error(`GET ${script}: HTTP ${code.status}`);
      }
      const boot = await api.boot(projectId, options.origin);
      if (boot.readyDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, boot.readyDelayMs));
      mode = boot.allowed ? 'ready' : 'unverified';
      post({ type: 'FRAME_READY', payload: { version: boot.version } });
      if (boot.allowed && boot.session) post({ type: 'FRAME_SESSION_UPDATE', payload: { token: boot.session.handle } });
      for (const message of queue.splice(0)) void handle(message);
    } catch {
      // As the page: it could not start, so it never says FRAME_READY (the app's load wait reports it).
      mode = 'failed';
      queue.splice(0);
    }
  }

  return {
    window: win as unknown as Window,
    frames: () => attached.size,
    pages: () => pages,
    dropped: () => dropped,
    heard: () => [...heard],
  };
}

/**
 * Runs `make` with `window` as the global window (the embedded wallet takes the page's window
 * when the kit sets it up), then takes it away again: the rest of the process stays Node.
 *
 * @example
 * const kit = withWindow(page.window, () => createKit(options));
 */
export function withWindow<T>(window: Window, make: () => T): T {
  const g = globalThis as { window?: Window };
  const before = Object.getOwnPropertyDescriptor(g, 'window');
  g.window = window;
  try {
    return make();
  } finally {
    if (before) Object.defineProperty(g, 'window', before);
    else delete g.window;
  }
}
