/**
 * Outlines of the footer's item icons (24×24, as core/icons.ts), for <mc-footer> and the
 * platform's first-screen markup. A module of its own: only the footer draws them, and an
 * element's bundle takes no outline it does not draw.
 */
import type { FooterItem } from './pages.ts';

export const FOOTER_ICON: Readonly<Record<FooterItem, string>> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5',
  invite: 'M16 19v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 17.5V19M10 10.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6M19 8v6M22 11h-6',
  deposit: 'M12 5v14M5 12h14',
  activity: 'M20 12v8H4v-8M2 7h20v5H2zM12 20V7M12 7H8a2 2 0 1 1 0-4c2.5 0 4 4 4 4zM12 7h4a2 2 0 1 0 0-4c-2.5 0-4 4-4 4z',
  member: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8',
};
