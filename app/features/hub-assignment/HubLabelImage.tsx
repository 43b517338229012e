import { texts } from '../../domain/texts';

/** Art, not a real serial: the shape of the serials the simulator and the field use. */
const SAMPLE_SERIAL = 'S/N HB2-1000XXX';

/**
 * The label under the hub, drawn rather than photographed so it stays sharp and light: the
 * highlighted line is where the serial number is printed.
 */
export function HubLabelImage() {
  const bars = [0, 3, 5, 9, 11, 12, 16, 19, 21, 24, 27, 28, 31, 35, 37, 40, 43, 44, 47, 51, 53, 56, 59, 60, 63, 67];
  return (
    <svg role="img" aria-label={texts.assignHub.labelImage} viewBox="0 0 240 140" width="100%" style={{ maxWidth: 320, display: 'block' }}>
      <rect x="2" y="2" width="236" height="136" rx="10" fill="#fafafa" stroke="#616161" strokeWidth="2" />
      {/* Grey lines stand for the printed model and power ratings; only the serial matters here. */}
      <rect x="16" y="16" width="90" height="9" rx="2" fill="#9e9e9e" />
      <rect x="16" y="32" width="130" height="6" rx="2" fill="#bdbdbd" />
      <g transform="translate(16 52)" fill="#212121">
        {bars.map((x, index) => (
          <rect key={x} x={x * 2.6} y="0" width={index % 3 === 0 ? 3 : 1.6} height="34" />
        ))}
      </g>
      <rect x="10" y="94" width="160" height="26" rx="4" fill="none" stroke="#bf360c" strokeWidth="2.5" />
      <text x="18" y="112" fontFamily="monospace" fontSize="13" fill="#212121">
        {SAMPLE_SERIAL}
      </text>
      <path d="M200 107 h-22 m0 0 l8 -6 m-8 6 l8 6" stroke="#bf360c" strokeWidth="2.5" fill="none" />
    </svg>
  );
}
