/** Flag icons for the picker's languages (§2.14), inline SVG: no request, no layout shift. */
import type { ReactNode } from 'react';

const FLAGS: Record<string, ReactNode> = {
  // English: the Union flag, simplified.
  EN: (
    <>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0 60 40M60 0 0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0 60 40M60 0 0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </>
  ),
  // Portuguese (pt-BR texts): Brazil.
  PT: (
    <>
      <rect width="60" height="40" fill="#009c3b" />
      <path d="M30 5 55 20 30 35 5 20z" fill="#ffdf00" />
      <circle cx="30" cy="20" r="8.5" fill="#002776" />
      <path d="M22 18.5q8-2.5 16 2" stroke="#fff" strokeWidth="1.6" fill="none" />
    </>
  ),
  // Tagalog: the Philippines.
  TY: (
    <>
      <rect width="60" height="20" fill="#0038a8" />
      <rect y="20" width="60" height="20" fill="#ce1126" />
      <path d="M0 0 34.6 20 0 40z" fill="#fff" />
      <circle cx="11.5" cy="20" r="4.5" fill="#fcd116" />
      <g fill="#fcd116">
        <circle cx="4" cy="6" r="1.4" />
        <circle cx="4" cy="34" r="1.4" />
        <circle cx="27" cy="20" r="1.4" />
      </g>
    </>
  ),
};

export function Flag({ code, size = 22 }: { code: string; size?: number }) {
  return (
    <svg className="flag" part="flag" viewBox="0 0 60 40" width={size} height={Math.round((size * 2) / 3)} aria-hidden="true" focusable="false">
      {FLAGS[code] ?? <rect width="60" height="40" fill="#777" />}
    </svg>
  );
}
