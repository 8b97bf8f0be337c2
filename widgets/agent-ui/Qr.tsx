/**
 * A QR code as one SVG path (qrcode-generator, the kit's dependency for QR codes): crisp at any
 * size, no canvas, no inline styles, so it works under the kit's CSP.
 */
import qrcode from 'qrcode-generator';

/** Modules of `text` as an SVG path, with a quiet zone of `margin` modules. */
export function qrPath(text: string, margin = 4): { size: number; d: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const parts: string[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) if (qr.isDark(r, c)) parts.push(`M${c + margin} ${r + margin}h1v1h-1z`);
  }
  return { size: n + margin * 2, d: parts.join('') };
}

export function QrCode({ text, size = 160, label }: { text: string; size?: number; label: string }) {
  const { size: modules, d } = qrPath(text);
  return (
    <svg className="qr" part="qr" viewBox={`0 0 ${modules} ${modules}`} width={size} height={size} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
