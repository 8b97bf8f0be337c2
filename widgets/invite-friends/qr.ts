/**
 * The referral QR code, drawn as one SVG path (no canvas, no inline style, CSP-safe).
 * qrcode-generator (MIT, no dependencies) does the encoding.
 */
import qrcode from 'qrcode-generator';

export interface QrPath {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Path data of the dark modules, offset by the quiet zone. */
  d: string;
  /** viewBox side: size plus the quiet zone on both sides. */
  box: number;
}

/** The quiet zone the QR standard asks for: 4 modules. */
export const QUIET_ZONE = 4;

/**
 * Encodes `text` (a URL) at error-correction level M, with the smallest version that holds it.
 * The encoder takes bytes one per character, so non-ASCII text is UTF-8 percent-encoded first.
 */
export function qrPath(text: string): QrPath {
  const ascii = /^[\x20-\x7e]*$/.test(text) ? text : encodeURI(text);
  const qr = qrcode(0, 'M');
  qr.addData(ascii, 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  let d = '';
  for (let row = 0; row < size; row++) {
    // One rectangle per horizontal run of dark modules.
    for (let col = 0; col < size; ) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      let run = 1;
      while (col + run < size && qr.isDark(row, col + run)) run++;
      d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`;
      col += run;
    }
  }
  return { size, d, box: size + 2 * QUIET_ZONE };
}
