import type { ReactNode } from 'react';
import type { FooterItem } from './Footer.tsx';

const svg = (d: string): ReactNode => (
  <svg viewBox="0 0 24 24" width="24" height="24">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const ICONS: Record<FooterItem, ReactNode> = {
  home: svg('M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5'),
  invite: svg('M16 19v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 17.5V19M10 10.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6M19 8v6M22 11h-6'),
  deposit: svg('M12 5v14M5 12h14'),
  activity: svg('M20 12v8H4v-8M2 7h20v5H2zM12 20V7M12 7H8a2 2 0 1 1 0-4c2.5 0 4 4 4 4zM12 7h4a2 2 0 1 0 0-4c-2.5 0-4 4-4 4z'),
  member: svg('M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8'),
};
