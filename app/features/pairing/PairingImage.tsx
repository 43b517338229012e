import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { texts } from '../../domain/texts';

const pulse = keyframes`
  0% { transform: scale(0.9); opacity: 0.5; }
  50% { transform: scale(1.08); opacity: 1; }
  100% { transform: scale(0.9); opacity: 0.5; }
`;

/** The hub and a device with radio waves between them; the waves pulse while the hub is waiting, unless motion is reduced. */
export function PairingImage({ pulsing }: { pulsing: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', my: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 160 72"
        role="img"
        aria-label={texts.pairing.image}
        sx={{
          width: 160,
          height: 72,
          '& .waves': {
            transformOrigin: '80px 36px',
            animation: pulsing ? `${pulse} 1.6s ease-in-out infinite` : 'none',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          },
        }}
      >
        <rect x="6" y="18" width="40" height="36" rx="6" fill="#424242" />
        <circle cx="26" cy="36" r="5" fill="#8bc34a" />
        <rect x="118" y="14" width="30" height="44" rx="5" fill="#f5f5f5" stroke="#616161" strokeWidth="2" />
        <circle cx="133" cy="28" r="4" fill="#bf360c" />
        <g className="waves" fill="none" stroke="#bf360c" strokeWidth="3" strokeLinecap="round">
          <path d="M70 24 a16 16 0 0 0 0 24" />
          <path d="M62 18 a24 24 0 0 0 0 36" />
          <path d="M90 24 a16 16 0 0 1 0 24" />
          <path d="M98 18 a24 24 0 0 1 0 36" />
        </g>
      </Box>
    </Box>
  );
}
