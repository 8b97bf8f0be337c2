/**
 * How a framed element (kit/placement.ts) gets its frame. The loader opens it the moment it sees
 * the element, so the frame page (its HTML, styles and first screen, from the platform) loads side
 * by side with the frame host's code (kit/frame-host.ts) instead of after it. When that code is
 * in, the host adopts the frame (take) and hears what the frame said meanwhile, in order.
 *
 * This module is part of the loader's file (mc-loader.js). The host gets it as
 * FrameHostConfig.opener instead of importing it, so the host's file imports nothing from the
 * loader's address (a page may load the loader with a query of its own) and no code is in both.
 */
import { attributesOf, frameUrl, themeOf, type FrameSite } from './frame-address.ts';

const HEIGHT_KEY = 'mc-frame-height:';
/** Before a frame has said how tall it is, and no height is remembered. */
const FIRST_HEIGHT = 320;

/** A frame opened before the host's code was in. */
export interface EarlyFrame {
  iframe: HTMLIFrameElement;
  loaded: boolean;
  /** What the frame's page said before the host took it. */
  heard: MessageEvent[];
}

export interface FrameOpener {
  /** The framed element's shadow root: the frame, the element's full width, at the frame's height (the host adds how it covers the viewport). */
  readonly styles: CSSStyleSheet;
  /** Opens `el`'s frame in its shadow root. */
  open(el: HTMLElement): HTMLIFrameElement;
  /** Opens `el`'s frame now, before the host's code is in, unless it has one. */
  openEarly(el: HTMLElement): void;
  /** The frame openEarly made for `el`, once. */
  take(el: HTMLElement): EarlyFrame | undefined;
  /** The page's hidden frame's address (no element). */
  url(): string;
  themeOf(el: Element): Record<string, string>;
  attributesOf(el: Element): Record<string, string>;
  /** The height a frame said, for the next view of its tag in this tab. */
  rememberHeight(tag: string, height: number): void;
}

export function frameOpener(site: FrameSite, platform: string): FrameOpener {
  const styles = new CSSStyleSheet();
  styles.replaceSync(
    ':host{display:block!important;contain:layout}' +
      'iframe{display:block!important;width:100%!important;border:0!important;margin:0!important;padding:0!important;background:transparent!important;color-scheme:normal}',
  );
  const early = new Map<HTMLElement, EarlyFrame>();
  const listen = (event: MessageEvent): void => {
    if (event.origin !== platform) return;
    for (const frame of early.values()) if (frame.iframe.contentWindow === event.source) frame.heard.push(event);
  };

  function open(el: HTMLElement): HTMLIFrameElement {
    const iframe = document.createElement('iframe');
    let height = FIRST_HEIGHT;
    try {
      height = Number(sessionStorage.getItem(HEIGHT_KEY + el.localName)) || FIRST_HEIGHT;
    } catch {
      // No storage: the default height.
    }
    iframe.style.height = `${height}px`;
    iframe.src = frameUrl(site, el);
    iframe.allow = 'fullscreen; autoplay; clipboard-write';
    // A name until the frame sends its heading (in the page's language).
    iframe.title = el.getAttribute('aria-label') ?? el.localName.slice(3).replace(/-/g, ' ');
    let root = el.shadowRoot;
    if (!root) (root = el.attachShadow({ mode: 'open' })).adoptedStyleSheets = [styles];
    root.append(iframe);
    return iframe;
  }

  return {
    styles,
    open,
    openEarly(el) {
      if (el.shadowRoot) return;
      if (!early.size) addEventListener('message', listen);
      const frame: EarlyFrame = { iframe: open(el), loaded: false, heard: [] };
      frame.iframe.addEventListener('load', () => (frame.loaded = true), { once: true });
      early.set(el, frame);
    },
    take(el) {
      const frame = early.get(el);
      early.delete(el);
      if (!early.size) removeEventListener('message', listen);
      return frame;
    },
    url: () => frameUrl(site),
    themeOf,
    attributesOf,
    rememberHeight(tag, height) {
      try {
        sessionStorage.setItem(HEIGHT_KEY + tag, String(height));
      } catch {
        // No storage: the next view starts from the default height.
      }
    },
  };
}
