import type { ReactNode } from 'react';
import { BACK_ICON } from '../../core/icons.ts';
import { MESSAGE_ICON, SETTINGS_ICON } from '../../core/member-icons.ts';

const svg = (d: string, size = 24): ReactNode => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Icons by menu item or tile id (core/rules/memberMenu.ts), plus the bar's own. */
export const ICONS: Record<string, ReactNode> = {
  back: svg(BACK_ICON),
  settings: svg(SETTINGS_ICON),
  message: svg(MESSAGE_ICON),
  chevron: svg('m9 6 6 6-6 6', 18),
  contact: svg('M4 13a8 8 0 0 1 16 0v4a2 2 0 0 1-2 2h-1v-6h3M4 13v4a2 2 0 0 0 2 2h1v-6H4'),
  benefits: svg('m12 3 2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7z'),
  download: svg('M12 4v11m0 0-4-4m4 4 4-4M5 20h14'),
  deposit: svg('M3 7h18v12H3zM3 11h18M7 15h4'),
  withdraw: svg('M12 19V8m0 0-4 4m4-4 4 4M5 4h14'),
  inviteFriends: svg('M16 19v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 17.5V19M10 10.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6M19 8v6M22 11h-6'),
  securityCenter: svg('M12 3 5 6v5c0 4.5 3 8.3 7 9.5 4-1.2 7-5 7-9.5V6zM9 12l2 2 4-4'),
  rewardCenter: svg('M20 12v8H4v-8M2 7h20v5H2zM12 20V7M12 7H8a2 2 0 1 1 0-4c2.5 0 4 4 4 4zM12 7h4a2 2 0 1 0 0-4c-2.5 0-4 4-4 4z'),
  agencyCentre: svg('M3 21h18M5 21V8l7-5 7 5v13M9 21v-6h6v6'),
  depositRecord: svg('M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6'),
  withdrawRecord: svg('M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h4'),
  transactionRecord: svg('M7 7h13l-3-3M17 17H4l3 3'),
  gameRecord: svg('M6 8h12a3 3 0 0 1 3 3v3a3 3 0 0 1-5.2 2L14 14h-4l-1.8 2A3 3 0 0 1 3 14v-3a3 3 0 0 1 3-3zM8 10v3M6.5 11.5h3M15.5 11h.01M17.5 13h.01'),
  profitAndLoss: svg('M4 19V5M4 19h16M8 15l4-4 3 3 5-6'),
  uplineTransfer: svg('M12 20V6m0 0-5 5m5-5 5 5M5 3h14'),
  manualRebate: svg('M12 3v18M17 7.5C17 5.6 14.8 5 12 5S7 5.9 7 8s2.2 2.9 5 3.5 5 1.4 5 3.5-2.2 3-5 3-5-.6-5-2.5'),
  leaderBoard: svg('M8 21V11H3v10zM14.5 21V4h-5v17zM21 21v-7h-5v7'),
  rebateReport: svg('M4 4h16v16H4zM8 9h8M8 13h8M8 17h5'),
  webEmail: svg('M3 6h18v12H3zM3 6l9 7 9-7'),
  facebook: svg('M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z'),
  telegram: svg('m21 4-18 7 6 2 2 6 3-4 5 4zM9 13l9-6'),
  profile: svg('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1'),
  verification: svg('M4 5h16v14H4zM8 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5.5 16c.5-1.8 1.5-3 2.5-3s2 1.2 2.5 3M13 9h4M13 13h4'),
  feedback: svg('M4 4h16v12H9l-5 4zM8 9h8M8 12h5'),
  responsibleGaming: svg('M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10zM9 12h6'),
  service: svg('M21 12a8 8 0 0 1-11.6 7.1L4 20l1.2-4.4A8 8 0 1 1 21 12zM8.5 12h.01M12 12h.01M15.5 12h.01'),
};
