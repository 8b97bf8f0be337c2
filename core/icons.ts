/**
 * Outlines of the site's line icons: SVG path data in a 24×24 box, drawn with a round-capped
 * stroke in the text's colour. One place for the elements that draw them and for the platform's
 * first-screen markup (server/web/first-screen.ts), which must draw the same picture the element
 * will replace it with.
 */
import type { FooterItem } from './pages.ts';

export const ICON = {
  back: 'M15.5 4.5 8 12l7.5 7.5',
  close: 'M6 6l12 12M18 6 6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  filter: 'M4 6h16M7 12h10M10 18h4',
  /** The magnifier's handle; its glass is a circle (cx 11, cy 11, r 6.5). */
  searchHandle: 'm16 16 4.5 4.5',
  heart: 'M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z',
} as const;

/** The footer's items. */
export const FOOTER_ICON: Readonly<Record<FooterItem, string>> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5',
  invite: 'M16 19v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 17.5V19M10 10.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6M19 8v6M22 11h-6',
  deposit: 'M12 5v14M5 12h14',
  activity: 'M20 12v8H4v-8M2 7h20v5H2zM12 20V7M12 7H8a2 2 0 1 1 0-4c2.5 0 4 4 4 4zM12 7h4a2 2 0 1 0 0-4c-2.5 0-4 4-4 4z',
  member: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8',
};
