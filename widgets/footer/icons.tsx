import type { ReactNode } from 'react';
import { FOOTER_ICON } from '../../core/footer-icons.ts';
import type { FooterItem } from '../../core/pages.ts';

const svg = (d: string): ReactNode => (
  <svg viewBox="0 0 24 24" width="24" height="24">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const ICONS = Object.fromEntries(Object.entries(FOOTER_ICON).map(([item, d]) => [item, svg(d)])) as Record<FooterItem, ReactNode>;
