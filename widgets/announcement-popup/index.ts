import { define } from '../define.ts';
import { dialogStyles } from '../base/dialog.styles.ts';
import { AnnouncementPopup } from './AnnouncementPopup.tsx';
import { announcementPopupStyles } from './announcement-popup.styles.ts';
import { platformHtmlStyles } from '../base/platform-html.styles.ts';

export const MCAnnouncementPopup = define('mc-announcement-popup', AnnouncementPopup, {
  props: {},
  styles: [platformHtmlStyles, dialogStyles, announcementPopupStyles],
  texts: ['lobby'],
});
