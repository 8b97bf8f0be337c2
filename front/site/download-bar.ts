/**
 * The download bar as part of the first screen (§2.10): the bar `<mc-download-bar>` draws at the
 * foot of the home page (widgets/download-bar), drawn into the page hidden, beside the first
 * screen and outside it (the first screen is inert; the bar's close button works before the
 * site's code). host/first-screen-bar.ts shows it right after the first paint for a player who
 * should see it, and the element takes it over.
 *
 * Drawn only when the configuration has a store link: a bar that the browser's install offer
 * alone would bring (no link, `beforeinstallprompt`) depends on an event only the page sees, and
 * comes with the element. The merchant's template colours go in data attributes, set by the
 * opener through the CSSOM: the page's CSP allows no style attribute.
 */
import type { InitialConfig } from '../../core/api/site.ts';
import { assetUrl } from '../../core/config.ts';
import { FIRST_SCREEN_BAR } from '../../core/app/drawn.ts';
import { CLOSE_ICON, STAR_ICON } from '../../core/icons.ts';
import { APP_ICON_RESOURCE_TYPE, downloadLinks, hasStoreLink } from '../../core/rules/downloadBar.ts';
import { appBackground } from '../../widgets/download/appTemplate.ts';
import { escapeHtml } from '../http/headers.ts';
import { svg, type Text } from './forms.ts';

/** The bar's markup, or '' when it has nothing to offer before the site's code. */
export function downloadBarScreen(config: InitialConfig, t: Text): string {
  const resources: Record<string, { url: string }> = {};
  for (const r of config.resources) resources[r.resourceType] ??= r;
  if (!hasStoreLink(downloadLinks(resources))) return '';
  const template = config.mobileTemplate;
  const background = appBackground(template, '--mc-download-bar-background');
  const descColor = template.app_desc_font_color.trim();
  const star = `<svg viewBox="0 0 24 24" width="11" height="11" aria-hidden="true"><path d="${STAR_ICON}" fill="currentColor"/></svg>`;
  const close = svg(16, `<path d="${CLOSE_ICON}" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>`).replace(
    '<svg ',
    '<svg aria-hidden="true" ',
  );
  const icon = assetUrl(resources[APP_ICON_RESOURCE_TYPE]?.url || '/img/app-icon.svg');
  return (
    `<div class="${FIRST_SCREEN_BAR}" hidden` +
    (background ? ` data-background="${escapeHtml(background)}"` : '') +
    (descColor ? ` data-desc-color="${escapeHtml(descColor)}"` : '') +
    `><div class="bar" role="region" aria-label="${t('lobby.download.popupTitle')}">` +
    `<button type="button" class="close" aria-label="${t('lobby.download.close')}">${close}</button>` +
    `<img class="icon" src="${escapeHtml(icon)}" width="40" height="40" alt="" fetchpriority="low">` +
    `<div class="about"><span class="name">${t('lobby.download.title')}</span>` +
    `<span class="stars" role="img" aria-label="${t('lobby.download.rating')}">${star.repeat(5)}</span>` +
    `<span class="desc">${template.app_desc ? escapeHtml(template.app_desc) : t('lobby.download.subtitle')}</span></div>` +
    `<button type="button" class="btn btn-primary download" aria-haspopup="dialog">${t('lobby.download.button')}</button>` +
    `</div></div>`
  );
}
