/**
 * The parts of the first screen (front/site/first-screen.ts) that are drawn like elements, and
 * the element styles each one takes (scripts/first-screen-css.ts writes them into host/site.css
 * at build time). Each part's markup is the element's markup with the element's class names,
 * inside a wrapper whose class is the part's scope; `classes` are those the markup uses, so only
 * their rules go into the page's stylesheet. Read by the build only: nothing here ships.
 *
 * `base` is what every element adopts first (widgets/define.ts); a part's `sheets` are the
 * element's own `define()` styles in their order, leaving out those of what the first screen
 * does not draw.
 */
import { pillTabsStyles } from '../widgets/base/pillTabs.styles.ts';
import { baseStyles } from '../widgets/base/base.styles.ts';
import { accountStyles } from '../widgets/account-ui/account.styles.ts';
import { footerStyles } from '../widgets/footer/footer.styles.ts';
import { formStyles } from '../widgets/form/form.styles.ts';
import { gameListStyles } from '../widgets/game-list/game-list.styles.ts';
import { gameCardStyles } from '../widgets/game-list/gameCard.styles.ts';
import { roomStyles } from '../widgets/game-ui/room.styles.ts';
import { headerStyles } from '../widgets/header/header.styles.ts';
import { loginStyles } from '../widgets/login/login.styles.ts';
import { registerStyles } from '../widgets/register/register.styles.ts';
import { memberCentreStyles } from '../widgets/member-centre/member-centre.styles.ts';
import { dialogStyles } from '../widgets/base/dialog.styles.ts';
import { announcementPopupStyles } from '../widgets/announcement-popup/announcement-popup.styles.ts';
import { platformHtmlStyles } from '../widgets/base/platform-html.styles.ts';
import { downloadBarStyles } from '../widgets/download-bar/download-bar.styles.ts';
import type { FirstScreenStyles } from '../scripts/first-screen-css.ts';

export const FIRST_SCREEN_STYLES: FirstScreenStyles = {
  base: baseStyles,
  parts: [
    {
      // The header: the logo on home and help, the back arrow, the title and the menu elsewhere.
      element: 'mc-header',
      scope: 'mc-fs-header',
      sheets: [headerStyles],
      classes: ['bar', 'start', 'with-title', 'logo', 'icon-btn', 'flip-rtl', 'title', 'end'],
    },
    {
      element: 'mc-footer',
      scope: 'mc-fs-footer',
      sheets: [footerStyles],
      classes: ['nav', 'item', 'deposit', 'icon', 'label', 'age-notice'],
    },
    {
      // The tabs, the search box, the filter button and the first page's cards.
      element: 'mc-game-list',
      scope: 'mc-fs-list',
      sheets: [pillTabsStyles, gameCardStyles, roomStyles, gameListStyles],
      classes: [
        'list',
        'toolbar',
        'tabs',
        'tab',
        'tools',
        'search',
        'icon-btn',
        'btn',
        'btn-outline',
        'filter-btn',
        'badge',
        'pages',
        'grid',
        'card',
        'card-icon',
        'icon-fallback',
        'room-badge',
        'on-icon',
        'card-favourite',
        'card-name',
        'card-vendor',
        'btn-primary',
        'card-play',
      ],
    },
    {
      // The ways-in forms (front/site/forms.ts): <mc-login>'s on /m/login, <mc-login>'s and
      // <mc-register>'s on the kit's frame page, there typeable (a box's focus shows as the element's).
      // The close control, the heading, the method tabs, the fields, the captcha's room, the check
      // boxes, the links and the button.
      element: 'mc-login, mc-register',
      scope: 'mc-fs-form',
      sheets: [formStyles, accountStyles, loginStyles, registerStyles],
      classes: [
        'form',
        'page-close',
        'heading',
        'tabs',
        'tab',
        'form-panel',
        'field',
        'label-note',
        'control',
        'dialing-code',
        'reveal',
        'captcha-row',
        'captcha-img',
        'row-between',
        'check',
        'link',
        'btn',
        'btn-primary',
        'btn-block',
        'links',
      ],
      states: ['focus-within', 'focus-visible'],
    },
    {
      // Its bar and the member card while the member's facts load (the card's lines are the page's
      // own skeleton), or with the facts of the player a hand-off brings (front/handoff/arrival.ts).
      element: 'mc-member-centre',
      scope: 'mc-fs-member',
      sheets: [memberCentreStyles],
      classes: [
        'page',
        'bar',
        'icon-btn',
        'flip-rtl',
        'title',
        'bar-end',
        'modern',
        'card',
        'info',
        'hero',
        'avatar',
        'avatar-btn',
        'placeholder',
        'who',
        'name',
        'name-text',
        'vip',
        'skeleton-text',
        'balance',
        'meta',
      ],
    },
    {
      // The announcement popup, beside the first screen (front/site/popup.ts): the one part the
      // player uses before the site's code (its close button, its links), so it has their states.
      element: 'mc-announcement-popup',
      scope: 'mc-fs-popup',
      sheets: [platformHtmlStyles, dialogStyles, announcementPopupStyles],
      classes: ['mc-dialog', 'dialog', 'closing', 'dialog-head', 'dialog-close', 'body', 'item', 'title', 'platform-html'],
      states: ['focus-visible', 'hover'],
    },
    {
      // The download bar, beside the first screen too (front/site/download-bar.ts): its close and
      // Download buttons work before the site's code.
      element: 'mc-download-bar',
      scope: 'mc-fs-bar',
      sheets: [downloadBarStyles],
      classes: ['bar', 'close', 'icon', 'about', 'name', 'stars', 'desc', 'btn', 'btn-primary', 'download'],
      states: ['focus-visible', 'hover', 'active', 'aria-busy'],
    },
  ],
};
