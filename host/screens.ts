/** The few screens the host draws itself: start-up states (§2.1) and the missing-page placeholder. */
import { html, nothing, type TemplateResult } from 'lit';
import { errorMessageKey } from '../core/api/errors.ts';
import { hasText, t } from '../core/i18n.ts';
import { HOME_PATH, type Route } from './routes.ts';

/** A spinner; the text is left out until the texts are loaded (a raw key is worse than nothing). */
export function spinner(withText: boolean, full = false): TemplateResult {
  return html`<div class="status ${full ? 'full' : ''}" role="status" aria-busy="true" data-screen="loading">
    <span class="spinner"></span>
    ${withText ? html`<span class="visually-hidden">${t('common.loading')}</span>` : nothing}
  </div>`;
}

interface Message {
  screen: string;
  title?: string;
  body: string;
  action?: { label: string; onClick: () => void };
  full?: boolean;
}

export function message({ screen, title, body, action, full = false }: Message): TemplateResult {
  return html`<section class="status ${full ? 'full' : ''}" data-screen=${screen} role=${action ? nothing : 'alert'}>
    ${title ? html`<h1>${title}</h1>` : nothing}
    <p>${body}</p>
    ${action ? html`<button type="button" class="button" @click=${action.onClick}>${action.label}</button>` : nothing}
  </section>`;
}

/** Full at start-up (§2.1); inside the normal layout as the /m/maintenance page (§2.2). */
export const maintenanceScreen = (retry: () => void, full = true): TemplateResult =>
  message({
    screen: 'maintenance',
    title: t('host.maintenance.title'),
    body: t('host.maintenance.body'),
    action: { label: t('common.retry'), onClick: retry },
    full,
  });

export const regionScreen = (): TemplateResult =>
  message({ screen: 'region-restricted', title: t('host.region.title'), body: t('host.region.body'), full: true });

/**
 * The start-up configuration or a page's code could not be loaded: §8 "load failed, tap to
 * retry", or the text of the failure's kind when it has its own (network slow or offline,
 * system upgrading).
 */
export const loadFailedScreen = (retry: () => void, full: boolean, error?: unknown): TemplateResult =>
  message({
    screen: 'load-failed',
    body: t(error === undefined ? 'error.load_failed' : errorMessageKey(error, hasText)),
    action: { label: t('common.retry'), onClick: retry },
    full,
  });

/** The device went offline: the page stays as it is, and says so (it recovers by itself, host/shell.ts). */
export const offlineNotice = (): TemplateResult => html`<p class="notice" data-notice="offline" role="status">${t('app.offline')}</p>`;

/** A new version of the site is installed; it takes over only when the player reloads. */
export const updateNotice = (reload: () => void, later: () => void): TemplateResult =>
  html`<section class="notice" data-notice="update" role="status" aria-live="polite">
    <p>${t('app.update.ready')}</p>
    <button type="button" class="button" @click=${reload}>${t('app.update.reload')}</button>
    <button type="button" class="text-button" @click=${later}>${t('app.update.later')}</button>
  </section>`;

/** A page the kit has no element for yet: said plainly, with a way home, inside the normal layout. */
export function placeholder(route: Route): TemplateResult {
  return html`<section class="status" data-screen="placeholder" data-page=${route.id}>
    <h1>${t(route.title)}</h1>
    <p class="lead">${t('host.placeholder.title')}</p>
    <p>${t('host.placeholder.body')}</p>
    ${route.id === 'home' ? nothing : html`<a class="button" href=${HOME_PATH}>${t('host.placeholder.home')}</a>`}
  </section>`;
}
