// A QR code drawn as one SVG path (dark modules as unit squares), so it stays sharp at any size
// and a phone's camera can read it off another phone's screen. Encoding is done by `uqr`.
import { useMemo } from 'react';
import { encode } from 'uqr';
import styles from './qr-code.module.css';

export type QrCodeProps = {
  readonly text: string;
  /** What a screen reader hears, e.g. "QR code for the invite link". */
  readonly label: string;
  readonly className?: string;
};

/** The path of the dark modules: one "h1v1h-1z" square per module. */
function modulesPath(data: readonly (readonly boolean[])[]): string {
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return path;
}

/** A square QR code with a quiet zone, dark on light. */
export function QrCode({ text, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 2 });
    return { size: qr.size, path: modulesPath(qr.data) };
  }, [text]);
  return (
    <svg
      className={[styles.qr, className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fbf7ec" />
      <path d={path} fill="#1c1814" />
    </svg>
  );
}
