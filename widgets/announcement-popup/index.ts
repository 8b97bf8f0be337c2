import { define } from '../define.ts';
import { AnnouncementPopup } from './AnnouncementPopup.tsx';
import { announcementPopupStyles } from './announcement-popup.styles.ts';

export const MCAnnouncementPopup = define('mc-announcement-popup', AnnouncementPopup, {
  props: {},
  styles: [announcementPopupStyles],
});
