/**
 * The one place where a React component becomes a custom element. Every element gets: an open
 * shadow root with the shared and its own stylesheets adopted, the host API (`useHost()`), an
 * error boundary, the i18n core started (and a platform code's text loaded before the failure
 * that names it reaches the element), typed attributes (booleans that work as HTML booleans,
 * removal that clears), and idempotent registration: defining a tag twice is a no-op.
 */
import { createElement, useEffect, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import r2wc from '@r2wc/react-to-web-component';
import { $translations, hasTextParts, loadCodeTexts, loadElementTexts } from '../core/i18n.ts';
import { loadTextsOfCodes } from '../core/api/request.ts';
import { baseStyles } from './base/base.styles.ts';
import type { StyleSource } from './base/css.ts';
import { ErrorBoundary } from './base/ErrorBoundary.tsx';
import { emit } from '../core/events.ts';
import { HostContext, type HostApi } from './base/host.ts';
import { requestFirstRender, requestUnmount } from './pacing.ts';
import { whenSettled } from './ready.ts';

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface ElementOptions<P> {
  /** Public properties and the attribute type each one parses from (kebab-case attribute names). */
  props?: { [K in keyof P]?: AttributeType };
  styles?: StyleSource[];
  /**
   * The parts of the texts it shows besides the base (key prefixes, core/text-parts.ts), loaded
   * before it renders; without them it loads all texts. core/i18n.test.ts checks they cover
   * every key its code uses.
   */
  texts?: readonly string[];
  /** Rendered until the texts are loaded; defaults to an empty, sized box (no layout shift). */
  loading?: () => ReactNode;
  /**
   * Styles for the host from its upgrade until its first render. A page's `:not(:defined)` rule
   * stops holding the element's room at the upgrade, and React renders a task later: an element
   * whose size comes from what it renders (the banner's aspect ratio) would be 0 px tall for a
   * frame, and everything below it would jump.
   */
  reserve?: StyleSource;
}

type R2wcElement = HTMLElement & {
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
};

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONTEXT = Symbol.for('r2wc.context');

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const parseBoolean = (value: string | null) => value !== null && value !== 'false';

const readySent = new WeakSet<HTMLElement>();

// The codes' texts load with the first failure that names a code (core/text-parts.ts).
loadTextsOfCodes(loadCodeTexts);

/**
 * Sends mc-ready once per element, when its first screen with its texts has settled: its data,
 * its empty state or its failure (widgets/ready.ts). It sits outside the error boundary, so an
 * element that failed to render is ready too, showing its retry (mc-error says what failed).
 */
function Ready({ host, root }: { host: HTMLElement; root: ShadowRoot }): null {
  useEffect(() => {
    if (readySent.has(host)) return;
    return whenSettled(root, () => {
      readySent.add(host);
      emit(host, 'mc-ready', { tag: host.localName });
    });
  }, [host, root]);
  return null;
}

export function define<P extends object>(tag: `mc-${string}`, Component: ComponentType<P>, options: ElementOptions<P> = {}): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;

  const propTypes = (options.props ?? {}) as Record<string, AttributeType>;
  const booleanAttributes = new Map(
    Object.entries(propTypes)
      .filter(([, type]) => type === 'boolean')
      .map(([prop]) => [kebab(prop), prop]),
  );
  const attributeToProp = new Map(Object.keys(propTypes).map((prop) => [kebab(prop), prop]));
  const sheets = () => [baseStyles, ...(options.styles ?? []), ...(options.reserve ? [options.reserve] : [])].map((s) => s.sheet);

  /** Drops the `reserve` styles once the first render is in the shadow root (before it is painted). */
  function useReleaseReserve(root: ShadowRoot | undefined): void {
    useLayoutEffect(() => {
      const reserve = options.reserve?.sheet;
      if (root && reserve) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== reserve);
    }, [root]);
  }

  function Root(props: P & { container?: ShadowRoot }): ReactNode {
    const translations = useStore($translations);
    useReleaseReserve(props.container);
    const root = props.container;
    const host = (root?.host ?? null) as HTMLElement | null;
    if (!root || !host) return null;
    const api: HostApi = { host, emit: (name, detail) => emit(host, name, detail) };
    return createElement(
      'div',
      { className: 'mc-root', part: 'base', lang: translations.language.toLowerCase(), dir: translations.dir },
      hasTextParts(translations, options.texts)
        ? createElement(
            HostContext.Provider,
            { value: api },
            createElement(ErrorBoundary, { host }, createElement(Component, props)),
            createElement(Ready, { host, root }),
          )
        : (options.loading?.() ?? createElement('div', { className: 'mc-state', 'aria-busy': 'true' })),
    );
  }

  const Base = r2wc(Root as ComponentType<object>, { shadow: 'open', props: propTypes as never }) as unknown as new () => R2WCBase;
  type R2WCBase = R2wcElement & Record<symbol, unknown>;

  class KitElement extends Base {
    constructor() {
      super();
      const root = this.shadowRoot;
      if (root) root.adoptedStyleSheets = sheets();
      for (const [attribute, prop] of booleanAttributes) {
        (this[PROPS] as Record<string, unknown>)[prop] = parseBoolean(this.getAttribute(attribute));
      }
      void loadElementTexts(options.texts);
      // The first render (r2wc's render while nothing is mounted) waits for its turn when the
      // page paces first renders (pacing.ts); later ones, updates, run at once.
      const render = this[RENDER] as () => void;
      this[RENDER] = () => {
        if (this[CONTEXT]) render.call(this);
        else requestFirstRender(this, () => render.call(this));
      };
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      const prop = attributeToProp.get(name);
      if (prop && (booleanAttributes.has(name) || value === null)) {
        (this[PROPS] as Record<string, unknown>)[prop] = booleanAttributes.has(name) ? parseBoolean(value) : undefined;
        (this[RENDER] as () => void)();
        return;
      }
      super.attributeChangedCallback(name, old, value);
    }

    // Moving an element in the DOM disconnects and reconnects it in one task: unmount only if
    // it is still detached afterwards, so a move keeps its React state. The page may put the
    // unmount off until it has painted what replaced the element (pacing.ts).
    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (this.isConnected) return;
        requestUnmount(this, () => {
          if (!this.isConnected) super.disconnectedCallback();
        });
      });
    }

    override connectedCallback(): void {
      if (this[CONTEXT]) return;
      super.connectedCallback();
    }
  }

  customElements.define(tag, KitElement);
  return KitElement;
}
