/** The empty-state image of §2.11: an empty card table, drawn inline (no request, sized, decorative). */
export function EmptyImage() {
  return (
    <svg className="empty-image" viewBox="0 0 120 96" width="120" height="96" aria-hidden="true">
      <ellipse cx="60" cy="84" rx="44" ry="6" fill="currentColor" opacity="0.15" />
      <rect x="22" y="18" width="52" height="62" rx="8" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.55" transform="rotate(-10 48 49)" />
      <rect x="46" y="14" width="52" height="62" rx="8" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.85" transform="rotate(8 72 45)" />
      <path d="M66 38h14M66 48h9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.85" transform="rotate(8 72 45)" />
    </svg>
  );
}
