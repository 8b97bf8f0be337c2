/**
 * The partner page's side of the kit's frames. On any origin other than the platform's, an
 * element that takes a credential or acts with the player's session (kit/placement.ts) is this
 * element: the same tag, attributes and events, with its inside in a frame served from the
 * platform's origin (`<kit>/frame.html`, front/embed/frame.ts; kit/frame.ts runs there). The
 * page sees no field, no token and no password: only the events of kit/frame-protocol.ts, with
 * the fields a partner may know.
 *
 * - Size: the frame posts its content's height; the element holds the last height it knew (this
 *   tab, this tag), so a second view does not move.
 * - Events: what the frame tells is sent from the element the page placed, as an element in the
 *   page would send it: mc-ready once, and the platform's failures in the frame (mc-error with
 *   their kind: maintenance, region, session expired…) on that element.
 * - Theme and language: the kit's tokens are read on the element (getComputedStyle) and passed
 *   in when the frame is ready; a language change goes to every frame.
 * - Messages are taken only from the frame's own window at the platform's exact origin, and sent
 *   only to that origin.
 * - The session lives in the frames (sessionStorage of the platform's origin, in this tab). The
 *   page API asks a frame, and a hidden one when the page shows none.
 * - A navigation the page does not handle goes to the platform's site with a single-use
 *   hand-off code, never the token: the player arrives signed in.
 * - Live events a partner may know (kit/frame-protocol.ts PARTNER_LIVE) come from the frames
 *   with their stream id; the page hears each once, as `mc-live` on document.
 */
import { siteLink, sitePath } from '../core/auth/handoff-link.ts';
import { CANCELABLE_EVENTS, PARTNER_LIVE, isMessage, pageDetail, type FromFrame, type GoResult, type SessionSummary, type ToFrame } from './frame-protocol.ts';
import type { FrameOpener } from './frame-opener.ts';

export interface FrameHostConfig {
  /** The platform's origin: where the frames come from, and the only origin messages are taken from. */
  platform: string;
  site: string;
  /** The frames' addresses, and the frames the loader opened before this code was in (kit/frame-opener.ts). */
  opener: FrameOpener;
}

type Request = Extract<ToFrame, { id: number }>;
/** A request as a caller writes it: the id and sender are added here. */
type Ask = Request extends infer R ? (R extends Request ? Omit<R, 'id' | 'mc'> : never) : never;
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Frame = { iframe: HTMLIFrameElement; ready: boolean; host: HTMLElement | null; alive?: boolean };

export interface FrameHost {
  /** The custom element class for a framed tag. */
  elementFor(tag: string): CustomElementConstructor;
  getSession(): Promise<SessionSummary | null>;
  /** Signs in with `{ code }`, a hand-off code (the platform redeems it inside a frame). */
  setSession(info: unknown): Promise<SessionSummary>;
  clearSession(): Promise<void>;
  signOut(): Promise<void>;
  setLanguage(lang: string): void;
  /** The platform site's URL for `path`: a plain link, which signs nobody in. */
  siteUrl(path: string): string;
  /**
   * Takes the player to `path` of the platform's site: signed in when a frame can do it on the
   * player's tap (asking them inside the frame when the tap was not there), else by the plain link.
   */
  go(path: string, replace?: boolean): Promise<void>;
  /** Calls `listener` with the session now and whenever it changes (starts a hidden frame if needed). */
  watchSession(listener: (session: SessionSummary | null) => void): void;
}

/** A frame's session message, checked field by field. */
function sessionOf(raw: unknown): SessionSummary | null {
  if (!raw || typeof raw !== 'object') return null;
  const { userName, type, balance } = raw as Record<string, unknown>;
  if (typeof userName !== 'string') return null;
  const b = balance && typeof balance === 'object' ? (balance as Record<string, unknown>) : undefined;
  const money =
    b && typeof b.sumBalance === 'number' && Number.isFinite(b.sumBalance) && typeof b.currency === 'string' && typeof b.currencySymbol === 'string'
      ? { sumBalance: b.sumBalance, currency: b.currency.slice(0, 8), currencySymbol: b.currencySymbol.slice(0, 8) }
      : undefined;
  return { userName, type: Number(type), ...(money ? { balance: money } : {}) };
}

/** How long a loaded frame may take to answer a ping before the page takes it for refused. */
const PONG_MS = 3_000;
const sheet = (css: string): CSSStyleSheet => {
  const s = new CSSStyleSheet();
  s.replaceSync(css);
  return s;
};

export function createFrameHost(config: FrameHostConfig): FrameHost {
  const { opener } = config;
  const frames = new Set<Frame>();
  const readySent = new WeakSet<HTMLElement>();
  const pending = new Map<number, Pending>();
  const listeners = new Set<(session: SessionSummary | null) => void>();
  let nextId = 1;
  /** The live events' ids the page heard lately (kit/frame.ts sends each from every frame). */
  let liveSeen: unknown[] = [];
  let session: SessionSummary | null | undefined; // undefined: no frame has said yet
  let hidden: Frame | undefined;
  let whenKnown: Promise<void> | undefined;
  let known: (() => void) | undefined;

  const toastStyles = sheet(
    ':host{all:initial!important;position:fixed!important;inset:auto 0 max(16px,env(safe-area-inset-bottom)) 0!important;display:flex!important;justify-content:center!important;z-index:2147483647!important;pointer-events:none!important}' +
      ':host([hidden]){display:none!important}' +
      'p{margin:0 16px;max-width:min(28rem,calc(100vw - 32px));padding:10px 16px;border-radius:var(--mc-radius,12px);background:rgba(20,23,43,.92);color:#fff;font:15px/1.4 var(--mc-font,system-ui,sans-serif);text-align:center;box-shadow:0 4px 16px rgba(0,0,0,.3)}',
  );
  // A frame covering the viewport (a dialog open inside it) sits in the top layer, over everything.
  const covering =
    'iframe.mc-covering{display:block!important;position:fixed!important;inset:0!important;width:100vw!important;height:100dvh!important;max-width:none!important;max-height:none!important;margin:0!important;padding:0!important;border:0!important;background:transparent!important;overflow:hidden!important}';
  const styles = [opener.styles, sheet(covering)];
  const hiddenStyles = sheet(`:host{display:none!important}:host(.mc-covering){display:block!important}iframe{display:none!important}${covering}`);

  const post = (frame: Frame, message: ToFrame) => frame.iframe.contentWindow?.postMessage(message, config.platform);

  /** Set once a frame was refused: the platform does not let this page's origin frame it. */
  let refusedError: Error | undefined;

  function request<T>(frame: Frame | undefined, message: Ask): Promise<T> {
    if (refusedError) return Promise.reject(refusedError);
    return (frame ? Promise.resolve(frame) : readyFrame()).then(
      (f) =>
        new Promise<T>((resolve, reject) => {
          const id = nextId++;
          pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
          post(f, { ...message, mc: 'host', id } as ToFrame);
        }),
    );
  }

  const waiting: { resolve: (frame: Frame) => void; reject: (error: Error) => void }[] = [];
  /** The first frame that is ready: one the page shows, else a hidden one made for the purpose. */
  function readyFrame(): Promise<Frame> {
    if (refusedError) return Promise.reject(refusedError);
    const ready = [...frames].find((f) => f.ready && f.iframe.isConnected);
    if (ready) return Promise.resolve(ready);
    if (![...frames].some((f) => f.iframe.isConnected)) hiddenFrame();
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  /**
   * Watches a frame load: one that does not answer a ping after its page loaded was refused (the
   * platform does not allow this page's origin, so the browser showed an error page instead).
   * Then every framed element says so (mc-error of kind `origin`) and every pending call rejects.
   */
  function watchLoad(frame: Frame, loaded = false): void {
    const check = () => {
      if (frame.ready || frame.alive) return;
      post(frame, { mc: 'host', type: 'ping' });
      setTimeout(() => {
        if (!frame.ready && !frame.alive && frame.iframe.isConnected) refused();
      }, PONG_MS);
    };
    frame.iframe.addEventListener('load', check);
    if (loaded) check();
  }

  function refused(): void {
    if (refusedError) return;
    refusedError = new TypeError("mc-kit: the platform refused this page's origin (frame-ancestors); ask for it to be allowed");
    for (const w of waiting.splice(0)) w.reject(refusedError);
    for (const p of pending.values()) p.reject(refusedError);
    pending.clear();
    const detail = { kind: 'origin' as const, message: refusedError.message };
    for (const frame of frames) frame.host?.dispatchEvent(new CustomEvent('mc-error', { detail, bubbles: true, composed: true }));
    if (![...frames].some((f) => f.host)) document.dispatchEvent(new CustomEvent('mc-error', { detail }));
  }

  function hiddenFrame(): Frame {
    if (hidden?.iframe.isConnected) return hidden;
    const box = document.createElement('mc-kit-frame');
    const root = box.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [hiddenStyles];
    box.setAttribute('aria-hidden', 'true');
    const iframe = document.createElement('iframe');
    iframe.tabIndex = -1;
    iframe.src = opener.url();
    root.append(iframe);
    hidden = { iframe, ready: false, host: null };
    watchLoad(hidden);
    frames.add(hidden);
    (document.body ?? document.documentElement).append(box);
    return hidden;
  }

  /**
   * A frame told who is signed in. Only a change of player makes the other frames read the
   * session again and the page hear `mc-session`; a balance (where the merchant lets it cross)
   * only updates what the page may read, and a frame that has none yet keeps the one known.
   */
  function setSessionState(reported: SessionSummary | null, from: Frame): void {
    const before = session;
    const samePlayer = !!before && !!reported && before.userName === reported.userName && before.type === reported.type;
    const next = samePlayer && !reported.balance && before.balance ? { ...reported, balance: before.balance } : reported;
    session = next;
    known?.();
    if (before !== undefined && JSON.stringify(before) === JSON.stringify(next)) return;
    if (before !== undefined && !samePlayer && (before !== null || next !== null)) {
      for (const frame of frames) if (frame !== from && frame.ready) post(frame, { mc: 'host', type: 'sync' });
      document.dispatchEvent(new CustomEvent('mc-session', { detail: next && { userName: next.userName, type: next.type } }));
    }
    for (const listener of listeners) listener(next);
  }

  /**
   * Asks `frame` (the one the player tapped in, else any ready one) to take the player to the
   * site signed in; the plain link when it cannot. The code never comes here.
   */
  async function go(frame: Frame | undefined, path: string, replace: boolean): Promise<void> {
    if (path === 'back') return history.back();
    const result = await request<GoResult>(frame, { type: 'go', path }).catch((): GoResult => 'plain');
    if (result !== 'plain') return;
    const url = siteLink(config.site, path);
    if (replace) location.replace(url);
    else location.assign(url);
  }

  /**
   * While a dialog is open inside a frame, the frame covers the viewport, in the top layer (a
   * popover: above the page's own stacking, whatever its CSS), then returns to its place and the
   * focus to where it was.
   */
  /**
   * A toast raised inside a frame, shown on the page as the site shows its own: over the
   * viewport, at the bottom, announced to screen readers, gone after its time. One at a time.
   */
  let toastBox: { box: HTMLElement; text: HTMLElement; timer?: ReturnType<typeof setTimeout> } | undefined;
  function showToast(text: string, alert: boolean, durationMs: number): void {
    if (!toastBox) {
      const box = document.createElement('mc-kit-toast');
      const root = box.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [toastStyles];
      const line = document.createElement('p');
      line.setAttribute('part', 'toast');
      root.append(line);
      (document.body ?? document.documentElement).append(box);
      toastBox = { box, text: line };
    }
    const { box, text: line } = toastBox;
    line.setAttribute('role', alert ? 'alert' : 'status');
    line.textContent = text;
    box.hidden = false;
    clearTimeout(toastBox.timer);
    toastBox.timer = setTimeout(() => (box.hidden = true), Number.isFinite(durationMs) && durationMs > 0 ? Math.min(durationMs, 30_000) : 3_000);
  }

  const covered = new Map<Frame, Element | null>();
  function cover(frame: Frame, on: boolean): void {
    const { iframe } = frame;
    const host = (iframe.getRootNode() as ShadowRoot).host;
    if (on && !covered.has(frame)) {
      covered.set(frame, document.activeElement);
      host?.classList.add('mc-covering');
      // The hidden frame is hidden from assistive technology too, until it has something to say.
      if (!frame.host) host?.removeAttribute('aria-hidden');
      iframe.classList.add('mc-covering');
      iframe.setAttribute('popover', 'manual');
      iframe.showPopover();
      iframe.focus();
    } else if (!on && covered.has(frame)) {
      const focus = covered.get(frame);
      covered.delete(frame);
      if (iframe.matches(':popover-open')) iframe.hidePopover();
      iframe.removeAttribute('popover');
      iframe.classList.remove('mc-covering');
      host?.classList.remove('mc-covering');
      if (!frame.host) host?.setAttribute('aria-hidden', 'true');
      if (focus instanceof HTMLElement) focus.focus();
    }
  }

  function onEvent(frame: Frame, name: string, raw: unknown): void {
    const detail = pageDetail(name, raw);
    if (!detail || !frame.host) return;
    if (name === 'mc-ready') {
      // Once per element, as in the page: a frame that moved loads again and says so again.
      if (readySent.has(frame.host)) return;
      readySent.add(frame.host);
      detail.tag = frame.host.localName;
    }
    const cancelable = CANCELABLE_EVENTS.includes(name);
    const event = new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable });
    if (!frame.host.dispatchEvent(event) || !cancelable) return;
    if (name === 'mc-navigate' && typeof detail.path === 'string') void go(frame, detail.path, detail.replace === true);
    if (name === 'mc-launch-game' && typeof detail.nodeId === 'string' && typeof detail.vendor === 'string') {
      const query = new URLSearchParams({ nodeId: detail.nodeId, vendor: detail.vendor });
      if (typeof detail.roomType === 'string') query.set('roomType', detail.roomType);
      void go(frame, `/m/launchGame?${query}`, false);
    }
  }

  function onMessage(event: MessageEvent): void {
    if (event.origin !== config.platform || !isMessage(event.data, 'frame')) return;
    const frame = [...frames].find((f) => f.iframe.contentWindow === event.source);
    if (!frame) return;
    const message = event.data as FromFrame;
    switch (message.type) {
      case 'ready':
        frame.ready = frame.alive = true;
        for (const w of waiting.splice(0)) w.resolve(frame);
        // The element's attributes as they are now: the page may have changed them while the frame loaded.
        if (frame.host) {
          post(frame, { mc: 'host', type: 'theme', tokens: opener.themeOf(frame.host) });
          post(frame, { mc: 'host', type: 'attrs', attrs: opener.attributesOf(frame.host) });
        }
        break;
      case 'size': {
        const height = Math.ceil(Number(message.height));
        if (!frame.host || !Number.isFinite(height) || height < 0 || height > 20_000) break;
        frame.iframe.style.height = `${height}px`;
        if (typeof message.title === 'string' && message.title) frame.iframe.title = message.title.slice(0, 200);
        opener.rememberHeight(frame.host.localName, height);
        break;
      }
      case 'event':
        if (typeof message.name === 'string') onEvent(frame, message.name, message.detail);
        break;
      case 'session':
        setSessionState(sessionOf(message.session), frame);
        break;
      case 'live': {
        // Every frame of the page hears the same event: the page, once (by its stream id).
        const type = (message.detail as { type?: unknown } | null)?.type;
        if (typeof type !== 'string' || !Object.hasOwn(PARTNER_LIVE, type) || liveSeen.includes(message.id)) break;
        liveSeen = [message.id, ...liveSeen.slice(0, 49)];
        document.dispatchEvent(new CustomEvent('mc-live', { detail: { ...pageDetail('', message.detail, PARTNER_LIVE[type]), type } }));
        break;
      }
      case 'toast':
        if (typeof message.text === 'string' && message.text)
          showToast(message.text.slice(0, 500), message.kind === 'fail' || message.kind === 'offline', Number(message.durationMs));
        break;
      case 'pong':
        frame.alive = true;
        break;
      case 'cover':
        cover(frame, message.on === true);
        break;
      case 'reply': {
        const waiting = pending.get(message.id);
        if (!waiting) break;
        pending.delete(message.id);
        if (message.error) waiting.reject(new TypeError(`mc-kit: ${String(message.error)}`));
        else waiting.resolve(message.value ?? null);
        break;
      }
    }
  }
  window.addEventListener('message', onMessage);

  class FramedElement extends HTMLElement {
    #frame: Frame | undefined;
    readonly #attributes = new MutationObserver(() => this.#frame?.ready && post(this.#frame, { mc: 'host', type: 'attrs', attrs: opener.attributesOf(this) }));

    constructor() {
      super();
      // The loader may have opened the frame already (kit/frame-opener.ts), in a shadow root of its own.
      (this.shadowRoot ?? this.attachShadow({ mode: 'open' })).adoptedStyleSheets = styles;
    }

    connectedCallback(): void {
      if (this.#frame) {
        frames.add(this.#frame);
        return;
      }
      const early = opener.take(this);
      this.#frame = { iframe: early?.iframe ?? opener.open(this), ready: false, host: this };
      frames.add(this.#frame);
      // What the frame said before this code was in, as if it had been heard then; a frame that
      // said it is ready needs no ping.
      for (const event of early?.heard ?? []) onMessage(event);
      watchLoad(this.#frame, early?.loaded);
      this.#attributes.observe(this, { attributes: true });
    }

    disconnectedCallback(): void {
      if (!this.#frame) return;
      frames.delete(this.#frame);
      this.#frame.ready = false; // a frame that moves loads again, and says when it is ready
    }
  }

  const classes = new Map<string, CustomElementConstructor>();

  return {
    elementFor(tag) {
      let cls = classes.get(tag);
      if (!cls) classes.set(tag, (cls = class extends FramedElement {}));
      return cls;
    },
    async getSession() {
      if (session === undefined) {
        whenKnown ??= new Promise<void>((resolve) => (known = resolve));
        // A refused frame rejects here rather than leave the page waiting.
        await readyFrame();
        await whenKnown;
      }
      return session ?? null;
    },
    setSession(info) {
      const code = info && typeof info === 'object' ? (info as { code?: unknown }).code : undefined;
      if (typeof code !== 'string') return Promise.reject(new TypeError('mc-kit: setSession takes { code }: a hand-off code from the platform'));
      return request<SessionSummary>(undefined, { type: 'redeem', code });
    },
    clearSession: () => request<void>(undefined, { type: 'clear' }),
    signOut: () => request<void>(undefined, { type: 'sign-out' }),
    setLanguage(next) {
      for (const frame of frames) if (frame.ready) post(frame, { mc: 'host', type: 'lang', lang: next });
    },
    siteUrl: (path) => siteLink(config.site, sitePath(path)),
    go: (path, replace = false) => go(undefined, sitePath(path), replace),
    watchSession(listener) {
      listeners.add(listener);
      if (session !== undefined) listener(session);
      else readyFrame().catch(() => undefined); // refused: the page heard mc-error
    },
  };
}
