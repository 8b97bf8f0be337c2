/**
 * Inside the kit's frame page (`<kit>/frame.html`, on the platform's origin; front/embed/frame.ts):
 * renders the element a partner page asked for, in place, and speaks to that page only through
 * kit/frame-protocol.ts. What the player types, the token and the remembered login stay here.
 *
 * - Runs only when framed by the origin the URL names (the platform allowed it in
 *   frame-ancestors; the browser's ancestorOrigins must agree where it has them).
 * - Takes messages from the parent window at that exact origin only, and posts to it only.
 * - Posts its content's height whenever it changes, so the page shows no scrollbar.
 * - Where the page carries its element's first screen (front/embed/frame-first-screen.ts: a form
 *   the player may already have typed in), shows it until the element is ready, then hands it
 *   over (kit/frame-takeover.ts): what was typed, the focus and the caret. The element's texts
 *   and first answers come with it (core/frame-data.ts), so it is ready as soon as its code is in.
 * - Kit events go out with the fields a partner may know (`pageDetail`); cancelable ones are
 *   cancelled here and the page does their default (kit/frame-host.ts). The platform's failures
 *   (mc-error on document: maintenance, session expired…) go out as well, for the page to tell
 *   on its element; mc-ready only for the element itself (not one it shows inside), after its
 *   size, so a page that measures its element on mc-ready finds the frame's final height.
 * - No tag: a hidden frame that only answers session requests.
 * - Starts the live client once a player is signed in here (core/live/start.ts): the frames of
 *   one page (and, where the browser does not partition them, the site's tabs) share one stream.
 *   The live events a partner may know go to the page with their id (`live`; the balance only
 *   where the merchant allows it), which sends each once as `mc-live`.
 * - Takes the player to the platform's site signed in (`go`): the frame itself posts the hand-off
 *   code to the site, target the top window, on the player's tap inside it; the code never
 *   reaches the page. A `go` that comes without such a tap asks the player first, in a dialog
 *   inside the frame, while the frame covers the viewport (`cover`).
 */
import { HANDOFF_CODE, sitePath } from '../core/auth/handoff-link.ts';
import { importOnce } from '../core/app/connection.ts';
import { t } from '../core/i18n.ts';
import { ROUTES } from '../core/nav.ts';
import { $confirm } from '../core/stores/dialog.ts';
import { $modalsOpen } from '../core/stores/modals.ts';
import { $toast } from '../core/stores/toast.ts';
import { readJSON, STORAGE_KEYS } from '../core/storage.ts';
import { setLanguage, toLanguageCode } from '../core/stores/language.ts';
import { $session, endSession, sessionInfoSchema, type SessionInfo } from '../core/stores/session.ts';
import { FRAMED_EVENTS, isMessage, pageDetail, type FromFrame, type GoResult, type SessionSummary, type ToFrame } from './frame-protocol.ts';
import { THEME_TOKENS, safeTokenValue } from './frame-address.ts';
import { quietly, sharePeerSession } from './frame-peers.ts';
import { FIRST_SCREEN, takeOver } from './frame-takeover.ts';
import { adoptFrameData } from './frame-data.ts';

/**
 * A signed-in player's side of the frame (kit/frame-player.ts: the balance, the live events),
 * loaded once the frame has a player; until then, no balance to tell.
 */
let player: typeof import('./frame-player.ts') | undefined;

/** What the page may know of the session: who, and the balance where the merchant allows it. */
function summary(info: SessionInfo | null): SessionSummary | null {
  if (!info) return null;
  const balance = player?.partnerBalance();
  return { userName: info.userName, type: info.type, ...(balance ? { balance } : {}) };
}

function applyTheme(tokens: Iterable<[string, string]>): void {
  for (const [name, value] of tokens) {
    if (THEME_TOKENS.includes(name) && safeTokenValue(value)) document.documentElement.style.setProperty(name, value);
  }
}

/**
 * The navigation the player asked for inside this frame (an element's link or game), and until
 * when the page may carry it out: the tap's own activation lasts about as long.
 */
let intent: { path: string; until: number } | undefined;
/** Where a game launch goes (kit/frame-host.ts adds the game's query). */
const LAUNCH = ROUTES.launchGame;
const INTENT_MS = 5_000;

/**
 * The hand-off's code, which signs in with a code and so carries the sign-in actions: asked for
 * once the frame has a player (only a signed-in player is handed off; `onPlayer` below) or a page
 * hands a code over, never for a visitor's form. Never asked for offline; asked again after a
 * failed download.
 */
const handoffCode = importOnce(() => import('../core/auth/handoff.ts'));

/** The signed-in way to the site (kit/frame-handoff.ts): asked for once the frame has a player. */
const handoffWay = importOnce(() => import('./frame-handoff.ts'));

/**
 * Takes the player to `path` on the site, signed in. Only for what the player asked for inside
 * this frame, right after they tapped: a page's script cannot make a signed-in navigation happen
 * by itself (not even just after the player tapped something else in here), so otherwise the
 * player is asked here first, and no code exists until they agree.
 */
async function go(rawPath: unknown): Promise<GoResult> {
  const path = sitePath(rawPath);
  const player = $session.get();
  if (!player) return 'plain';
  const asked = intent !== undefined && intent.until > performance.now() && (intent.path === path || (intent.path === LAUNCH && path.startsWith(`${LAUNCH}?`)));
  intent = undefined;
  const way = await handoffWay().catch(() => null);
  if (!way) return 'plain';
  return way.goSignedIn(player.userName, path, asked, () =>
    handoffCode()
      .then((module) => module.requestHandoffCode())
      .catch(() => null),
  );
}

function applyLanguage(code: string | null): void {
  const language = toLanguageCode(code);
  if (language) setLanguage(language, false);
}

/** Starts the frame page; false when it is not framed by the origin it names (then nothing renders). */
export function startFrame(tags: readonly string[]): boolean {
  const params = new URLSearchParams(location.search);
  const parentOrigin = params.get('origin');
  const ancestors = location.ancestorOrigins as DOMStringList | undefined;
  if (window.parent === window || !parentOrigin || (ancestors && ancestors[0] !== parentOrigin)) return false;
  // The loader runs before the page is parsed where the page carries a first screen (it does not wait for its styles).
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => startFrame(tags), { once: true });
    return true;
  }
  const send = (message: FromFrame) => window.parent.postMessage(message, parentOrigin);

  const page = new CSSStyleSheet();
  // The frame's toasts show on the page (below), over its viewport: not inside the frame's box.
  page.replaceSync('html,body{margin:0;padding:0;background:transparent;overflow:hidden}mc-toast{display:none!important}');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, page];
  applyTheme([...params].filter(([name]) => name.startsWith('t.')).map(([name, value]) => [name.slice(2), value]));

  const tag = params.get('tag') ?? '';
  const element = tags.includes(tag) ? document.createElement(tag) : null;
  if (element) adoptFrameData();
  // The element's first screen, when the page carries one: on show until the element takes over.
  let screen = element && document.querySelector(FIRST_SCREEN);
  let last = -1;
  /** Tells the page the content's height when it changed: the first screen's while it shows. */
  const sendSize = (el: HTMLElement) => {
    const shown = screen ?? el;
    const height = Math.ceil(shown.getBoundingClientRect().bottom);
    // Nothing rendered yet: the page keeps the room it holds rather than collapse and grow again.
    if (height === last || height === 0) return;
    last = height;
    const heading = (screen ?? el.shadowRoot)?.querySelector('h1, h2, [role="heading"]')?.textContent?.trim();
    send({ mc: 'frame', type: 'size', height, title: heading ?? '' });
  };
  if (element) {
    for (const [name, value] of params) if (name.startsWith('a.') && /^[a-z][a-z0-9-]*$/.test(name.slice(2))) element.setAttribute(name.slice(2), value);
    document.body.append(element);
    const sizes = new ResizeObserver(() => sendSize(element));
    sizes.observe(element);
    if (screen) sizes.observe(screen);
  }

  for (const name of Object.keys(FRAMED_EVENTS)) {
    document.addEventListener(name, (event) => {
      // What the player asked for here, the page may carry out signed in (`go`), for a moment.
      if (name === 'mc-navigate' || name === 'mc-launch-game') {
        const path = name === 'mc-launch-game' ? LAUNCH : (event as CustomEvent<{ path?: unknown }>).detail?.path;
        if (typeof path === 'string') intent = { path, until: performance.now() + INTENT_MS };
      }
      if (name === 'mc-ready') {
        if (!element || event.composedPath()[0] !== element) return;
        const from = screen;
        if (from) {
          // The element shows its form: it takes over what was typed, then the page hears it is ready, at its size.
          const detail = pageDetail(name, (event as CustomEvent).detail);
          void takeOver(from, element).then(() => {
            screen = null;
            sendSize(element);
            if (detail) send({ mc: 'frame', type: 'event', name, detail });
          });
          return;
        }
        sendSize(element);
      }
      const detail = pageDetail(name, (event as CustomEvent).detail);
      if (!detail) return;
      if (event.cancelable) event.preventDefault();
      send({ mc: 'frame', type: 'event', name, detail });
    });
  }

  async function answer(message: Extract<ToFrame, { id: number }>): Promise<GoResult | SessionSummary | null> {
    switch (message.type) {
      case 'go':
        return go(message.path);
      case 'redeem':
        if (typeof message.code !== 'string' || !HANDOFF_CODE.test(message.code)) throw new Error('setSession: not a hand-off code');
        await (await handoffCode()).redeemHandoffCode(message.code);
        return summary($session.get());
      case 'clear':
        endSession();
        return null;
      case 'sign-out': {
        const { signOut } = await import('../core/auth/signOut.ts');
        await signOut();
        return null;
      }
    }
  }

  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== parentOrigin || !isMessage(event.data, 'host')) return;
    const message = event.data as ToFrame;
    switch (message.type) {
      case 'theme':
        if (message.tokens && typeof message.tokens === 'object')
          applyTheme(Object.entries(message.tokens).filter((e): e is [string, string] => typeof e[1] === 'string'));
        break;
      case 'lang':
        applyLanguage(typeof message.lang === 'string' ? message.lang : null);
        break;
      case 'attrs':
        if (element && message.attrs && typeof message.attrs === 'object') {
          for (const { name } of [...element.attributes]) if (!(name in message.attrs)) element.removeAttribute(name);
          for (const [name, value] of Object.entries(message.attrs))
            if (/^[a-z][a-z0-9-]*$/.test(name) && typeof value === 'string') element.setAttribute(name, value);
        }
        break;
      case 'sync':
        // Another frame's sign-in, as storage has it; where there is none, the frames told one another already.
        quietly(() => {
          const stored = readJSON('session', STORAGE_KEYS.session, (v) => sessionInfoSchema(v));
          $session.set(stored?.token ? stored : null);
        });
        break;
      case 'go':
      case 'redeem':
      case 'clear':
      case 'sign-out':
        if (typeof message.id !== 'number') break;
        answer(message).then(
          (value) => send({ mc: 'frame', type: 'reply', id: message.id, value }),
          (error: unknown) => send({ mc: 'frame', type: 'reply', id: message.id, error: error instanceof Error ? error.message : 'failed' }),
        );
        break;
    }
  });

  // A dialog inside the frame (the hand-off's question, an element's confirmation or sheet)
  // covers the viewport, as it would on the site: the page lets the frame take it while one is
  // open. The confirm dialog's element loads with the first question.
  $confirm.listen((request) => {
    if (request && !document.querySelector('mc-confirm-dialog')) document.body.append(document.createElement('mc-confirm-dialog'));
  });
  // A toast is a line of text the page may show (the platform's message, in the player's language).
  $toast.subscribe((toast) => {
    if (!toast) return;
    const text = toast.literal ? toast.message : t(toast.message, toast.values);
    send({ mc: 'frame', type: 'toast', kind: toast.kind, text, durationMs: toast.durationMs });
  });
  let covering = false;
  $modalsOpen.subscribe((open) => {
    if (open > 0 === covering) return;
    covering = open > 0;
    send({ mc: 'frame', type: 'cover', on: covering });
  });

  sharePeerSession();
  send({ mc: 'frame', type: 'ready' });
  const sendSession = () => send({ mc: 'frame', type: 'session', session: summary($session.get()) });
  $session.subscribe(sendSession);
  const onPlayer = () => {
    void import('./frame-player.ts').then(
      (module) => {
        player = module;
        module.followPlayer(send, sendSession);
        // A balance another element of this frame already asked for.
        if (module.partnerBalance()) sendSession();
      },
      () => undefined,
    );
    void handoffCode().catch(() => undefined);
    void handoffWay().catch(() => undefined);
  };
  $session.listen((info) => {
    if (info) onPlayer();
  });
  if ($session.get()) onPlayer();
  return true;
}
