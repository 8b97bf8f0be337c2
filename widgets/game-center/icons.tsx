/** A simple line icon per game category (decorative; the label carries the meaning). */
const PATHS: Record<string, string> = {
  SPORTS: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4 3.5 2.5-1.3 4h-4.4l-1.3-4L12 7Z',
  ESPORTS: 'M6 9h12a3 3 0 0 1 3 3v2a3 3 0 0 1-5.2 2L14 14h-4l-1.8 2A3 3 0 0 1 3 14v-2a3 3 0 0 1 3-3Zm2 2v2m-1-1h2m7-.5h.01M17 12.5h.01',
  COCKFIGHT: 'M7 19c0-4 2-6 5-7l-2-5 4 2 3-3v5c0 5-3 8-7 8H7Zm3 0v2m4-2v2',
  LIVE: 'M4 6h16v10H4zM9 20h6M12 16v4M10 9l5 2-5 2z',
  FISH: 'M3 12c3-4 7-5 11-3l4-3v12l-4-3c-4 2-8 1-11-3Zm12-.5h.01',
  RNG: 'M5 4h14v16H5zM9 8h2v2H9zm4 6h2v2h-2zM5 12h14',
  PVP: 'M7 4h7l4 4v12H7zM10 12l2-2 2 2-2 2z',
  LOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-3 7h2v4M13 10h2l-2 4',
  ELOTT: 'M4 7h16v10H4zM8 10v4m4-4v4m4-4v4',
  INHOUSE: 'M4 11 12 4l8 7v9H4zm6 9v-5h4v5',
};

export function CategoryIcon({ type }: { type: string }) {
  return (
    <svg className="category-icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
      <path d={PATHS[type] ?? PATHS.RNG} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
