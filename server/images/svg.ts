import { colourFor, initials, shade } from './colours.ts';

/**
 * Generated SVG images: game icons, vendor icons, banners, team logos, lottery icons,
 * avatars, promotion art, the app icon and the site logo. No image is fetched from outside;
 * colours and initials follow from the ids, so the same id always looks the same.
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

function svg(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>${body}</svg>`;
}

function gradient(id: string, from: string, to: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

/** Shortens a name to fit roughly `max` characters on a line. */
function fit(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`;
}

export function gameIcon(game: { nodeId: string; name: string; vendor: string; vendorColour: string; gameType: string }): string {
  const base = colourFor(`${game.vendor}/${game.name}`, 58, 42);
  const body =
    gradient('g', shade(base, 0.25), shade(base, -0.35)) +
    `<rect width="300" height="300" rx="36" fill="url(#g)"/>` +
    `<circle cx="230" cy="70" r="90" fill="#ffffff" fill-opacity="0.08"/>` +
    `<circle cx="60" cy="250" r="70" fill="#000000" fill-opacity="0.10"/>` +
    `<text x="150" y="165" text-anchor="middle" ${FONT} font-size="96" font-weight="700" fill="#ffffff">${esc(initials(game.name))}</text>` +
    `<text x="150" y="222" text-anchor="middle" ${FONT} font-size="24" fill="#ffffff" fill-opacity="0.92">${esc(fit(game.name, 20))}</text>` +
    `<rect x="18" y="18" rx="12" width="${28 + game.vendor.length * 14}" height="36" fill="${game.vendorColour}"/>` +
    `<text x="32" y="43" ${FONT} font-size="20" font-weight="700" fill="#ffffff">${esc(game.vendor)}</text>` +
    `<text x="282" y="282" text-anchor="end" ${FONT} font-size="16" fill="#ffffff" fill-opacity="0.7">${esc(game.gameType)}</text>`;
  return svg(300, 300, body, game.name);
}

export function vendorIcon(vendor: { code: string; name: string; colour: string }): string {
  const text = vendor.code.length > 4 ? initials(vendor.name, 3) : vendor.code;
  const body =
    gradient('v', shade(vendor.colour, 0.2), shade(vendor.colour, -0.3)) +
    `<rect width="120" height="120" rx="24" fill="url(#v)"/>` +
    `<text x="60" y="${text.length > 3 ? 70 : 74}" text-anchor="middle" ${FONT} font-size="${text.length > 3 ? 30 : 38}" font-weight="700" fill="#ffffff">${esc(text)}</text>` +
    `<text x="60" y="102" text-anchor="middle" ${FONT} font-size="13" fill="#ffffff" fill-opacity="0.85">${esc(fit(vendor.name, 14))}</text>`;
  return svg(120, 120, body, vendor.name);
}

export function banner(b: { id: string; title: string; width: number; height: number; colour: string }): string {
  const { width: w, height: h } = b;
  const size = Math.round(h / 6.5);
  const body =
    gradient('b', shade(b.colour, 0.15), shade(b.colour, -0.45)) +
    `<rect width="${w}" height="${h}" fill="url(#b)"/>` +
    `<circle cx="${w * 0.85}" cy="${h * 0.3}" r="${h * 0.55}" fill="#ffffff" fill-opacity="0.08"/>` +
    `<circle cx="${w * 0.95}" cy="${h * 0.9}" r="${h * 0.35}" fill="#ffffff" fill-opacity="0.06"/>` +
    `<text x="${w * 0.06}" y="${h * 0.55}" ${FONT} font-size="${size}" font-weight="700" fill="#ffffff">${esc(fit(b.title, Math.floor(w / (size * 0.58))))}</text>` +
    `<text x="${w * 0.06}" y="${h * 0.55 + size * 1.2}" ${FONT} font-size="${Math.round(size * 0.5)}" fill="#ffffff" fill-opacity="0.8">MC01</text>`;
  return svg(w, h, body, b.title);
}

export function teamLogo(team: { slug: string; name: string }): string {
  const c = colourFor(team.slug, 60, 40);
  const body =
    `<path d="M60 6 L108 24 L102 78 Q90 104 60 116 Q30 104 18 78 L12 24 Z" fill="${c}" stroke="${shade(c, -0.4)}" stroke-width="4"/>` +
    `<path d="M60 18 L96 32 L92 74 Q82 94 60 104 Z" fill="#ffffff" fill-opacity="0.15"/>` +
    `<text x="60" y="74" text-anchor="middle" ${FONT} font-size="34" font-weight="700" fill="#ffffff">${esc(initials(team.name))}</text>`;
  return svg(120, 120, body, team.name);
}

export function lotteryIcon(l: { code: string; name: string; colour: string }): string {
  const body =
    `<circle cx="60" cy="60" r="56" fill="${l.colour}"/>` +
    `<circle cx="60" cy="60" r="40" fill="#ffffff"/>` +
    `<text x="60" y="70" text-anchor="middle" ${FONT} font-size="28" font-weight="700" fill="${shade(l.colour, -0.3)}">${esc(initials(l.name))}</text>`;
  return svg(120, 120, body, l.name);
}

export function avatar(n: number): string {
  const c = colourFor(`avatar-${n}`, 55, 55);
  const body =
    `<rect width="120" height="120" rx="60" fill="${c}"/>` +
    `<circle cx="60" cy="48" r="22" fill="#ffffff" fill-opacity="0.9"/>` +
    `<path d="M22 104 Q60 60 98 104 Z" fill="#ffffff" fill-opacity="0.9"/>`;
  return svg(120, 120, body, `Avatar ${n}`);
}

export function promotionArt(p: { id: string; title: string; colour: string }): string {
  return banner({ id: p.id, title: p.title, width: 690, height: 260, colour: p.colour });
}

export function appIcon(): string {
  const body =
    gradient('a', '#ffb300', '#e65100') +
    `<rect width="192" height="192" rx="42" fill="url(#a)"/>` +
    `<text x="96" y="118" text-anchor="middle" ${FONT} font-size="64" font-weight="800" fill="#ffffff">MC</text>`;
  return svg(192, 192, body, 'MC01 app');
}

/**
 * The app icon for launchers that cut their own shape (the manifest's `maskable` icon): the
 * background reaches every edge and the letters stay inside the central safe circle (80 %).
 */
export function maskableAppIcon(): string {
  const body =
    gradient('a', '#ffb300', '#e65100') +
    `<rect width="512" height="512" fill="url(#a)"/>` +
    `<text x="256" y="300" text-anchor="middle" ${FONT} font-size="136" font-weight="800" fill="#ffffff">MC</text>`;
  return svg(512, 512, body, 'MC01 app');
}

export function siteLogo(): string {
  const body =
    `<rect x="2" y="6" width="40" height="40" rx="10" fill="#ff8f00"/>` +
    `<text x="22" y="34" text-anchor="middle" ${FONT} font-size="18" font-weight="800" fill="#ffffff">MC</text>` +
    // Held to the box whatever font the device draws it with (a wide sans cut off the last letter).
    // White with a dark outline under it: an <img> cannot follow the page's theme, and a merchant's
    // light header (embed/themes/light.css) would otherwise show a white word on white.
    `<text x="52" y="36" ${FONT} font-size="26" font-weight="700" fill="#ffffff" stroke="#1a1d26" stroke-width="3" stroke-linejoin="round" paint-order="stroke" textLength="160" lengthAdjust="spacingAndGlyphs">MC01 Casino</text>`;
  return svg(220, 52, body, 'MC01 Casino');
}

export function placeholder(label: string): string {
  return svg(
    300,
    300,
    `<rect width="300" height="300" fill="#9e9e9e"/><text x="150" y="160" text-anchor="middle" ${FONT} font-size="28" fill="#ffffff">${esc(fit(label, 16))}</text>`,
    label,
  );
}
