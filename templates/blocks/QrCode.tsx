import { encode } from 'uqr';

/** Modules of light margin around the code: the quiet zone the QR standard asks for. */
const QUIET_ZONE = 4;

/**
 * A QR code of `text` as one SVG path (drawn at build time, no script), with
 * error correction M (a scratched or folded card still scans). It scales to
 * whatever width its CSS gives it, from an invoice corner to a truck door.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  const path = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
  return (
    <svg className={className} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" xmlns="http://www.w3.org/2000/svg">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
