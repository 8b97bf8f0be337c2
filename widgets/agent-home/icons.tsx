/** Line icons of the agent home tiles and footer (24×24, currentColor). */
import type { ReactNode } from 'react';

const icon = (d: string): ReactNode => (
  <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const TILE_ICONS: Record<string, ReactNode> = {
  teamOverview: icon('M4 20V10m5 10V4m5 16v-7m5 7V8'),
  transactions: icon('M4 7h13l-3-3M20 17H7l3 3'),
  team: icon('M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6m1-9a3 3 0 1 0 0-6m2 15c0-2.6-1.4-4.8-3.5-5.6'),
  redRain: icon('M6 4h12v16H6zM6 9l6 4 6-4M12 13v3'),
  teamPnl: icon('M4 16l5-5 4 4 7-7m0 0v5m0-5h-5'),
  teamBetting: icon('M5 4h14v16H5zM8 8h8M8 12h8M8 16h5'),
  agentRebate: icon('M12 3v18M8 7h6a3 3 0 0 1 0 6H9a3 3 0 0 0 0 6h7'),
  teamRebate: icon('M4 12a8 8 0 1 0 3-6.2M4 4v5h5M12 8v4l3 2'),
  securityCenter: icon('M12 3l7 3v6c0 4.4-3 7.7-7 9-4-1.3-7-4.6-7-9V6z M9 12l2 2 4-4'),
  webEmail: icon('M3 6h18v12H3zM3 6l9 7 9-7'),
  customerService: icon('M4 14v-3a8 8 0 0 1 16 0v3M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1z'),
  home: icon('M4 11l8-7 8 7v9H4z M10 20v-6h4v6'),
  register: icon('M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 21c0-3.9 3.1-7 7-7 1.4 0 2.7.4 3.8 1.1M18 14v6M15 17h6'),
  dividend: icon('M12 3a9 9 0 1 0 9 9h-9z M14 3.3A9 9 0 0 1 20.7 10H14z'),
  notices: icon('M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4'),
  withdraw: icon('M12 4v12m0 0l-5-5m5 5l5-5M5 20h14'),
  deposit: icon('M12 20V8m0 0l-5 5m5-5l5 5M5 4h14'),
};
