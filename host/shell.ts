/**
 * `<mc-site>`: the thin shell of the /m/ site. It decides the start-up mode (§2.1) before any
 * page renders, then composes the current route's page from the route table: header, the page's
 * elements (or a placeholder), footer, and the toast and confirm dialog once. It talks to the
 * elements only through attributes, as a partner page would.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { $online, mayImport } from '../core/app/connection.ts';
import { afterNextPaint } from '../core/app/task.ts';
import { DRAWN_TAGS, takeDrawn } from '../core/app/drawn.ts';
import { holdStill, pageChanged } from '../core/app/still.ts';
import { $translations, t } from '../core/i18n.ts';
import { prepareNumbers } from '../core/format.ts';
import { LOADING_COMPONENT_DELAY_MS } from '../core/rules/constants.ts';
import { $auth } from '../core/stores/auth.ts';
import { $language } from '../core/stores/language.ts';
import { $appMode, initialConfigStore, loadInitialConfig } from '../core/stores/platform.ts';
import { applyLanguage, applyReferrerPolicy, documentTitle, pageTitleKey } from './document.ts';
import { whenNearOrIdle } from '../core/app/near-or-idle.ts';
import { firstScreenPainted } from './first-screen-paint.ts';
import { knownElement, loadElement, loadElements, siteReachable } from './page-loader.ts';
import { $location, go, type SiteLocation } from './router.ts';
import { HOME_PATH, OVERLAY_TAGS, elementAttributes, type Route } from './routes.ts';
import { loadFailedScreen, maintenanceScreen, offlineNotice, placeholder, regionScreen, spinner, updateNotice } from './screens.ts';
import { $updateReady, reloadForUpdate } from './service-worker.ts';
import { shellStyles } from './shell.styles.ts';
import { StoreController } from './store-controller.ts';
import { startRetiring } from './retire.ts';
import { inViewTakenOver, startTakeOver, stopPacing } from './take-over.ts';
import { fadeIn, followsBackSwipe, watchBackSwipes } from './transition.ts';

/** The site's id in the document: what the skip link points at. */
const SITE_ID = 'site';
/** The shell's elements nobody sees until they open by themselves. */
const OPENING_TAGS = ['mc-toast', 'mc-confirm-dialog', 'mc-contract-alerts', 'mc-reality-check'] as const;
/** Elements every page of the normal app has (when its route says so). */
const CHROME_TAGS = ['mc-header', 'mc-footer', ...OPENING_TAGS] as const;
/** What holds a page back: its elements but those below the first screen (core/pages.ts `defer`). */
const pageTags = (route: Route): string[] => route.elements.filter((e) => !e.defer).map((e) => e.tag);
/** The elements the shell asks for first on `route`'s page: the page's own, then the chrome. */
export const startingTags = (route: Route | undefined): string[] => [...(route ? pageTags(route) : []), ...CHROME_TAGS];
/**
 * Back online, a page whose code failed is asked for again once the site's server answers; the
 * first moment can meet a network that is not usable yet (a phone's radio waking, a captive
 * portal), so two more tries follow, a little apart, before the player is left with the retry
 * button.
 */
const RECOVERY_DELAYS_MS: readonly number[] = [0, 1000, 3000];
/** Taken over when the browser is idle, after everything in sight (host/take-over.ts). */
const UNSEEN_TAGS: ReadonlySet<string> = new Set([...OPENING_TAGS, ...OVERLAY_TAGS]);

type PageContent =
  | { status: 'loading'; routeId: string }
  /**
   * The page's code did not load (offline): §8's text for the failure, with a retry. `tried`: the
   * browser fetched it and failed, and keeps that answer for this document (core/app/connection.ts).
   */
  | { status: 'failed'; routeId: string; error: unknown; tried: boolean }
  /**
   * `nodes[i]` is the element for `route.elements[i]`, null where the kit has none; `deferred`
   * are those whose code loads after the first paint (core/app/near-or-idle.ts).
   */
  | { status: 'ready'; routeId: string; nodes: (HTMLElement | null)[]; deferred: HTMLElement[] };

type ShellMode = 'loading' | 'error' | 'normal' | 'maintenance' | 'region-restricted';

export class McSite extends LitElement {
  static override styles = shellStyles;
  static override properties = {
    content: { state: true },
    showSpinner: { state: true },
    firstScreen: { state: true },
  };

  // Reactive state is declared, not initialised as class fields: a field would shadow lit's
  // accessor if the compiler ever emits [[Define]] semantics.
  declare private content: PageContent | undefined;
  /** The page spinner appears only after a short delay, so quick loads do not flash it. */
  declare private showSpinner: boolean;
  /**
   * The first screen the platform wrote into the page (front/site/first-screen.ts, light DOM in
   * slot "first-screen") is shown over the page until the page's own elements are in.
   */
  declare private firstScreen: boolean;
  /** Ends core/app/still.ts's hold, taken while the first screen shows. */
  private releaseStill: (() => void) | undefined;

  private readonly appMode = new StoreController(this, $appMode);
  private readonly translations = new StoreController(this, $translations);
  private readonly site = new StoreController(this, $location);
  private readonly auth = new StoreController(this, $auth);
  private readonly online = new StoreController(this, $online);
  private readonly updateReady = new StoreController(this, $updateReady);

  private chromeRequested = false;
  private handingOver = false;
  private fadeNext = false;
  private spinnerTimer: ReturnType<typeof setTimeout> | undefined;
  private stopSwipes: (() => void) | undefined;
  private stopRetiring: (() => void) | undefined;
  private footerObserver: ResizeObserver | undefined;
  private observedFooter: Element | undefined;
  private lastLocation: SiteLocation | undefined;
  /** The below-the-fold loads of the page on show, cancelled when it goes. */
  private deferredFor: PageContent | undefined;
  private stopDeferred: (() => void)[] = [];
  private wasOnline = $online.get();
  /** Tries made since the browser came back online (none left once a page shows, or offline). */
  private recoveryTries: number = RECOVERY_DELAYS_MS.length;
  private recoveryTimer: ReturnType<typeof setTimeout> | undefined;
  /** The player put the new-version notice aside for this visit. */
  private updateDeferred = false;

  constructor() {
    super();
    this.content = undefined;
    this.showSpinner = false;
    this.firstScreen = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.firstScreen = this.querySelector(':scope > [slot="first-screen"]') !== null;
    // A fragment link resolves in the document, never in a shadow root: the skip link names the
    // site itself, so it has a target a browser (and an audit) can find; its click handler then
    // puts the focus on the page's own <main>.
    if (!this.id) this.id = SITE_ID;
    // Until the elements are on show, what the player sees is not what they will tap: nothing opens over it.
    if (this.firstScreen) this.releaseStill ??= holdStill();
    // Under the first screen, the elements take over a slice at a time (host/take-over.ts).
    if (this.firstScreen) startTakeOver({ unseen: (host) => UNSEEN_TAGS.has(host.localName), prepare: [() => prepareNumbers($language.get())] });
    this.stopSwipes = watchBackSwipes();
    // A page the player leaves comes apart after the next one has painted (host/retire.ts).
    this.stopRetiring = startRetiring();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.releaseStill?.();
    this.releaseStill = undefined;
    this.stopSwipes?.();
    this.stopRetiring?.();
    this.stopRetiring = undefined;
    this.cancelDeferred();
    this.footerObserver?.disconnect();
    this.observedFooter = undefined;
    clearTimeout(this.spinnerTimer);
    clearTimeout(this.recoveryTimer);
  }

  private get shellMode(): ShellMode {
    // Texts first: every screen, even the error one, is words.
    if (!this.translations.value.ready) return 'loading';
    return this.appMode.value;
  }

  protected override willUpdate(_changed: PropertyValues): void {
    this.recoverWhenOnline();
    if (this.shellMode !== 'normal') return;
    if (!this.chromeRequested) {
      this.chromeRequested = true;
      for (const tag of CHROME_TAGS)
        void loadElement(tag).then(
          () => this.requestUpdate(),
          () => this.requestUpdate(),
        );
    }
    const loc = this.site.value;
    if (loc && loc !== this.lastLocation) {
      this.lastLocation = loc;
      this.showPage(loc);
    }
  }

  /** Puts the location's page in place: same page → new attributes; another page → new elements. */
  private showPage(loc: SiteLocation): void {
    const { route } = loc;
    applyReferrerPolicy(route.referrerPolicy);
    // What the first screen drew for an element this page does not show goes with that screen
    // (a deferred element may never have come to take it over).
    for (const tag of DRAWN_TAGS) if (!route.elements.some((e) => e.tag === tag)) takeDrawn(tag)?.remove();
    const current = this.content;
    if (current?.routeId === route.id) {
      if (current.status === 'ready') this.applyAttributes(current.nodes, route, loc.params);
      return;
    }
    // A fade for every change of page, except the first paint and what a back swipe caused.
    this.fadeNext = loc.cause !== 'start' && !(loc.cause === 'pop' && followsBackSwipe());
    const tags = pageTags(route);
    if (tags.every((tag) => knownElement(tag) !== undefined)) {
      this.setContent(this.buildContent(route, loc.params));
      return;
    }
    this.setContent({ status: 'loading', routeId: route.id });
    // A page the player went to asks for its code after the frame that answers the tap: the
    // import adds a <link rel="modulepreload"> for each module the page needs, which cost 40 to
    // 60 ms at 4× CPU in the tap's own task (`/m/login` from home). The page arrived on asks at once.
    if (loc.cause === 'start') this.loadPage(route, loc);
    else afterNextPaint(() => this.content?.routeId === route.id && this.loadPage(route, loc));
  }

  private loadPage(route: Route, loc: SiteLocation): void {
    const tried = mayImport();
    loadElements(pageTags(route)).then(
      () => {
        if (this.content?.routeId !== route.id) return; // the visitor has moved on
        this.setContent(this.buildContent(route, this.site.value?.params ?? loc.params));
      },
      (error: unknown) => {
        if (this.content?.routeId !== route.id) return;
        this.setContent({ status: 'failed', routeId: route.id, error, tried });
        // Back online while it was out (recoverWhenOnline opened the tries): tried again.
        this.recoverPage();
      },
    );
  }

  private setContent(content: PageContent): void {
    this.content = content;
    // A page coming on screen is something the player may reach for at once: nothing opens over it yet.
    if (content.status === 'ready') {
      pageChanged();
      // The tries back online were for a page that failed: a later failure gets the retry button.
      this.recoveryTries = RECOVERY_DELAYS_MS.length;
    }
    clearTimeout(this.spinnerTimer);
    this.showSpinner = false;
    if (content.status === 'loading') {
      this.spinnerTimer = setTimeout(() => (this.showSpinner = true), LOADING_COMPONENT_DELAY_MS);
    }
  }

  private buildContent(route: Route, params: URLSearchParams): PageContent {
    // A deferred element is in place at once and upgrades when its code arrives.
    const nodes = route.elements.map((el) => (el.defer || knownElement(el.tag) ? document.createElement(el.tag) : null));
    this.applyAttributes(nodes, route, params);
    const deferred = nodes.filter((node, i): node is HTMLElement => node !== null && route.elements[i]?.defer === true && !knownElement(node.localName));
    return { status: 'ready', routeId: route.id, nodes, deferred };
  }

  /** Starts the below-the-fold loads of the page now on show (once it is in the document). */
  private scheduleDeferred(): void {
    const content = this.content;
    if (content === this.deferredFor) return;
    this.cancelDeferred();
    this.deferredFor = content;
    if (content?.status !== 'ready') return;
    for (const node of content.deferred) {
      // A failed download leaves the element empty below the fold; the next visit of the page tries again.
      this.stopDeferred.push(whenNearOrIdle(node, () => void loadElement(node.localName).catch(() => undefined)));
    }
  }

  private cancelDeferred(): void {
    for (const stop of this.stopDeferred) stop();
    this.stopDeferred = [];
    this.deferredFor = undefined;
  }

  private applyAttributes(nodes: (HTMLElement | null)[], route: Route, params: URLSearchParams): void {
    const wanted = elementAttributes(route, params);
    // Attributes the host manages; anything else on the element is the element's own business.
    const managed = new Set(Object.values(route.query ?? {}));
    nodes.forEach((node, i) => {
      if (!node) return;
      const attrs = wanted[i] ?? {};
      for (const name of managed) if (!(name in attrs)) node.removeAttribute(name);
      for (const [name, value] of Object.entries(attrs)) {
        if (node.getAttribute(name) !== value) node.setAttribute(name, value);
      }
    });
  }

  /**
   * Back online: a page whose code failed to arrive is loaded again, in place (no reload). The
   * start-up configuration and other platform data reload themselves (core/stores/remote.ts);
   * elements with their own failed loads keep their retry buttons.
   */
  private recoverWhenOnline(): void {
    const online = this.online.value;
    if (online === this.wasOnline) return;
    this.wasOnline = online;
    clearTimeout(this.recoveryTimer);
    this.recoveryTries = online ? 0 : RECOVERY_DELAYS_MS.length;
    if (online && this.content?.status === 'failed') queueMicrotask(() => this.recoverPage());
  }

  /** The next of the tries back online (RECOVERY_DELAYS_MS) for the page that failed, if any is left. */
  private recoverPage(): void {
    const failed = this.content;
    const delay = RECOVERY_DELAYS_MS[this.recoveryTries];
    if (failed?.status !== 'failed' || !this.online.value || delay === undefined) return;
    this.recoveryTries += 1;
    clearTimeout(this.recoveryTimer);
    this.recoveryTimer = setTimeout(() => {
      void siteReachable().then((reachable) => {
        // The player moved on, or retried by hand, in the meantime.
        if (this.content !== failed) return;
        if (reachable) this.retryPage();
        else this.recoverPage();
      });
    }, delay);
  }

  private readonly handleReloadClick = (): void => reloadForUpdate();

  private readonly handleLaterClick = (): void => {
    this.updateDeferred = true;
    this.requestUpdate();
  };

  private readonly retryStartup = (): void => {
    void loadInitialConfig(true);
  };

  /** The maintenance page's retry: the start-up mode again, and home once the platform is back. */
  private readonly retryMaintenance = (): void => {
    void loadInitialConfig(true).then(() => {
      if ($appMode.get() === 'normal') go(HOME_PATH, true);
    });
  };

  private readonly retryPage = (): void => {
    // Code the browser failed to fetch stays failed in this document: a new one fetches it again,
    // at the same address.
    if (this.content?.status === 'failed' && this.content.tried && this.online.value) {
      location.reload();
      return;
    }
    this.content = undefined;
    this.lastLocation = undefined;
    // Header or footer code that failed to download with the page is asked for again too.
    this.chromeRequested = false;
    this.requestUpdate();
  };

  private readonly handleSkipClick = (event: Event): void => {
    event.preventDefault();
    this.renderRoot.querySelector<HTMLElement>('main')?.focus();
  };

  protected override render(): TemplateResult | typeof nothing {
    // The platform's first screen stays on show (slotted) until the site's own page replaces it.
    // One template with it and without it: handing over only removes the slot, and the page's
    // elements stay the same nodes (a second template re-created them, losing what was typed).
    const showing = this.firstScreen && (this.shellMode === 'loading' || this.shellMode === 'normal');
    return html`${showing ? html`<slot name="first-screen" class="first-screen"></slot>` : nothing}${
      showing && this.shellMode === 'loading' ? nothing : html`${this.renderMode()}${this.renderNotices()}`
    }`;
  }

  /** Offline and new-version notices, above the footer, over whatever the page shows. */
  private renderNotices(): TemplateResult | typeof nothing {
    if (!this.translations.value.ready) return nothing;
    const offline = !this.online.value && this.shellMode === 'normal';
    const update = this.updateReady.value && !this.updateDeferred;
    return html`<div class="notices">
      ${offline ? offlineNotice() : nothing}
      ${update ? updateNotice(this.handleReloadClick, this.handleLaterClick) : nothing}
    </div>`;
  }

  private renderMode(): TemplateResult | typeof nothing {
    switch (this.shellMode) {
      case 'loading':
        return spinner(this.translations.value.ready, true);
      case 'error':
        return loadFailedScreen(this.retryStartup, true, initialConfigStore.$state.get().error);
      case 'maintenance':
        return maintenanceScreen(this.retryStartup);
      case 'region-restricted':
        return regionScreen();
      case 'normal':
        return this.renderSite();
    }
  }

  private renderSite(): TemplateResult {
    const loc = this.site.value;
    if (!loc) return spinner(true, true);
    const { route } = loc;
    const has = (tag: string) => knownElement(tag) !== false;
    return html`
      <a class="skip" href=${`#${this.id || SITE_ID}`} @click=${this.handleSkipClick}>${t('host.skip')}</a>
      ${route.header && has('mc-header') ? html`<mc-header page=${route.id} heading=${t(this.titleKey(route))}></mc-header>` : nothing}
      <main
        id="main"
        tabindex="-1"
        data-page=${route.id}
        aria-busy=${this.pageLoading(route) ? 'true' : 'false'}
        class=${classMap({ banner: route.banner === true, 'with-footer': route.footer })}
      >
        ${this.renderContent(route)}
      </main>
      ${route.footer && has('mc-footer') ? html`<mc-footer active=${ifDefined(route.footerActive)}></mc-footer>` : nothing}
      <mc-toast></mc-toast>
      <mc-confirm-dialog></mc-confirm-dialog>
      <mc-contract-alerts></mc-contract-alerts>
      <mc-reality-check></mc-reality-check>
    `;
  }

  /**
   * The page's elements, header or footer are still on their way (their code): assistive
   * technology hears that the page is loading.
   */
  private pageLoading(route: Route): boolean {
    const content = this.content;
    if (!content || content.routeId !== route.id || content.status === 'loading') return true;
    return (route.header && knownElement('mc-header') === undefined) || (route.footer && knownElement('mc-footer') === undefined);
  }

  private renderContent(route: Route): unknown {
    // §2.2's maintenance page is the host's own maintenance screen, in normal mode too.
    if (route.id === 'maintenance') return maintenanceScreen(this.retryMaintenance, false);
    const content = this.content;
    if (!content || content.routeId !== route.id || content.status === 'loading') {
      return this.showSpinner ? spinner(true) : nothing;
    }
    if (content.status === 'failed') return loadFailedScreen(this.retryPage, false, content.error);
    const shown = content.nodes.filter((n): n is HTMLElement => n !== null);
    // Never a blank page: without a single element of substance, say so.
    const substantial = shown.some((n) => !OVERLAY_TAGS.has(n.localName));
    return substantial ? shown : [placeholder(route), ...shown];
  }

  /**
   * Drops the platform's first screen once the page's elements in sight have taken over and had
   * two frames to paint under it (or at once when the site shows something else: maintenance,
   * an error).
   */
  private handOverFirstScreen(): void {
    if (!this.firstScreen || this.handingOver || this.shellMode === 'loading') return;
    const route = this.site.value?.route;
    if (this.shellMode === 'normal' && (!route || this.pageLoading(route))) return;
    this.handingOver = true;
    const drop = () => {
      for (const node of this.querySelectorAll(':scope > [slot="first-screen"]')) node.remove();
      this.firstScreen = false;
      this.releaseStill?.();
      // From now on what comes was asked for: it renders at once.
      stopPacing();
    };
    if (this.shellMode !== 'normal') drop();
    // After its images are in and painted: the page's elements show the same ones, under it until then.
    else void inViewTakenOver().then(() => firstScreenPainted(this).then(drop));
  }

  protected override updated(_changed: PropertyValues): void {
    this.handOverFirstScreen();
    this.scheduleDeferred();
    const { language, dir, ready } = this.translations.value;
    if (ready) applyLanguage(language, dir);
    const title = this.documentTitle();
    if (title !== undefined && document.title !== title) document.title = title;
    this.observeFooter();
    if (this.fadeNext && this.content?.status === 'ready') {
      this.fadeNext = false;
      const main = this.renderRoot.querySelector('main');
      if (main) fadeIn(main);
    }
  }

  private documentTitle(): string | undefined {
    if (!this.translations.value.ready) return undefined;
    const site = t('site.name');
    switch (this.shellMode) {
      case 'maintenance':
        return documentTitle(site, t('host.maintenance.title'));
      case 'region-restricted':
        return documentTitle(site, t('host.region.title'));
      case 'normal': {
        const route = this.site.value?.route;
        return documentTitle(site, route && route.id !== 'home' ? t(this.titleKey(route)) : undefined);
      }
      default:
        return documentTitle(site);
    }
  }

  private titleKey(route: Route): string {
    return pageTitleKey(route, this.auth.value.mustChangePassword);
  }

  /** Pads the content by the footer's real height (taller in the native app shell on new iPhones). */
  private observeFooter(): void {
    const footer = this.renderRoot.querySelector('mc-footer') ?? undefined;
    if (footer === this.observedFooter) return;
    this.footerObserver?.disconnect();
    this.observedFooter = footer;
    if (!footer || typeof ResizeObserver !== 'function') return;
    this.footerObserver ??= new ResizeObserver((entries) => {
      const height = entries[0]?.borderBoxSize[0]?.blockSize;
      // CSSOM, not a style attribute: allowed under a strict style-src.
      if (height) this.style.setProperty('--mc-footer-space', `${Math.ceil(height)}px`);
    });
    this.footerObserver.observe(footer);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mc-site': McSite;
  }
}

/** Makes `<mc-site>` the site: the element already in the page takes its first screen over now. */
export function defineSite(): void {
  if (!customElements.get('mc-site')) customElements.define('mc-site', McSite);
}
