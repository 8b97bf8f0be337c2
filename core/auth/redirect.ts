/**
 * Where a sign-in may send the player next (`redirect` attribute of mc-login, mc-register):
 * only a path of this site. Anything else (another origin, `//host`, `javascript:`, backslash
 * tricks) is ignored, so a crafted link cannot bounce a fresh session to someone else's page.
 */
export function safeRedirect(target: string | undefined | null): `/${string}` | undefined {
  const value = (target ?? '').trim();
  if (!/^\/(?![/\\])[^\s\\]*$/.test(value)) return undefined;
  return value as `/${string}`;
}
