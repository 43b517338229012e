import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { YaleStep } from '../../domain/pairing/yale';
import { texts } from '../../domain/texts';

interface Props {
  steps: readonly YaleStep[];
  current: YaleStep;
}

/**
 * The Yale flow's header (spec 02 §2): a numbered circle per step, done ones filled, each with its
 * title under it; the current step's title stands out and is the stage's heading.
 */
export function YaleHeader({ steps, current }: Props) {
  const at = steps.indexOf(current);
  return (
    <Box component="section" aria-label={texts.yale.progress} sx={{ mb: 2 }}>
      <Box component="ol" sx={{ display: 'grid', gridTemplateColumns: `repeat(${steps.length}, 1fr)`, gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((step, index) => {
          const state = index < at ? 'done' : index === at ? 'current' : 'to do';
          return (
            <Box
              component="li"
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              aria-label={texts.yale.stepState(texts.yale.steps[step], index + 1, steps.length, state)}
              sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, textAlign: 'center' }}
            >
              <Box
                sx={{
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 600,
                  border: 2,
                  borderColor: state === 'to do' ? 'grey.400' : 'primary.main',
                  bgcolor: state === 'to do' ? 'transparent' : 'primary.main',
                  color: state === 'to do' ? 'text.secondary' : 'primary.contrastText',
                  outline: state === 'current' ? 3 : 0,
                  outlineStyle: 'solid',
                  outlineColor: 'primary.light',
                  outlineOffset: 2,
                }}
              >
                {index + 1}
              </Box>
              <Typography
                variant="caption"
                component={state === 'current' ? 'h3' : 'span'}
                sx={{ lineHeight: 1.25, fontWeight: state === 'current' ? 700 : 400, color: state === 'current' ? 'text.primary' : 'text.secondary' }}
              >
                {texts.yale.steps[step]}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
