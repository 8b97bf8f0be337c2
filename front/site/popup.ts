/**
 * The announcement popup as part of the first screen (§4): the home announcements meant for a
 * popup (those with an `execution` group), drawn into the page as `<mc-announcement-popup>`
 * draws its dialog (widgets/announcement-popup, widgets/base/Dialog.tsx), hidden until
 * host/first-screen-popup.ts opens it for the player the tab holds, right after the first paint.
 *
 * Every group's items are drawn, each with its group (`data-execution`) and title: which groups a
 * player sees depends on a session and on memory that only the player's device has. Beside them,
 * each group's fingerprint (core/rules/announcementPopup.ts, of the items as the platform gave
 * them) is what the device's memory is checked against. The content is the platform's HTML
 * through the front's sanitiser (platform-html.ts). The wrapper stands outside the first screen,
 * which is inert: the popup is the one thing on the page the player can use before the site's code.
 */
import type { Announcement } from '../../core/api/content.ts';
import { CLOSE_ICON } from '../../core/icons.ts';
import { fingerprint, POPUP_GROUPS, type GroupPrint } from '../../core/rules/announcementPopup.ts';
import { FIRST_SCREEN_POPUP } from '../../core/app/drawn.ts';
import { escapeHtml } from '../http/headers.ts';
import { stroke, svg, type Text } from './forms.ts';
import { platformHtml } from './platform-html.ts';

/** The popup's markup, or '' when no announcement is meant for one. */
export function popupScreen(announcements: readonly Announcement[] | undefined, t: Text): string {
  const items = (announcements ?? []).filter((a) => a.execution !== undefined);
  if (items.length === 0) return '';
  const prints: GroupPrint[] = POPUP_GROUPS.map((group) => {
    const mine = items.filter((a) => a.execution === group);
    return { group, fingerprint: fingerprint(mine), count: mine.length };
  }).filter((p) => p.count > 0);
  const articles = items
    .map(
      (a) =>
        `<article class="item" data-execution="${a.execution}" data-title="${escapeHtml(a.title)}">` +
        `<h3 class="title" dir="auto">${escapeHtml(a.title)}</h3><div class="platform-html" dir="auto">${platformHtml(a.content)}</div></article>`,
    )
    .join('');
  return (
    `<div class="${FIRST_SCREEN_POPUP}" data-groups="${escapeHtml(JSON.stringify(prints))}">` +
    `<dialog class="mc-dialog dialog" aria-labelledby="mc-fs-popup-heading">` +
    `<header class="dialog-head"><h2 id="mc-fs-popup-heading" dir="auto" data-many="${t('lobby.popup.title')}"></h2>` +
    `<button type="button" class="dialog-close" aria-label="${t('common.close')}">` +
    `${svg(20, stroke(CLOSE_ICON, 2)).replace('<svg ', '<svg aria-hidden="true" ')}</button></header>` +
    `<div class="body">${articles}</div></dialog></div>`
  );
}
