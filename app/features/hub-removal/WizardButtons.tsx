import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { supportRemovalButtons, type SupportRemovalButton, type SupportRemovalStageName } from '../../domain/supportRemoval';
import { texts } from '../../domain/texts';

const t = texts.removeHub;
const looks: Record<SupportRemovalButton, { label: string } & Pick<ButtonProps, 'variant' | 'color'>> = {
  continue: { label: t.continue, variant: 'contained' },
  copy: { label: t.copyGatewayId, variant: 'outlined' },
  remove: { label: t.confirmRemove, variant: 'contained', color: 'error' },
  back: { label: t.back, variant: 'text' },
};

interface Props {
  stage: SupportRemovalStageName;
  enabled: (button: SupportRemovalButton) => boolean;
  onPress: (button: SupportRemovalButton) => void;
}

/**
 * The stage's buttons from the table in app/domain/supportRemoval.ts, top to bottom. Continue
 * submits the page's form, so the phone keyboard's Enter continues too.
 */
export function WizardButtons({ stage, enabled, onPress }: Props) {
  return (
    <Stack spacing={2}>
      {supportRemovalButtons[stage].map((button) => (
        <Button
          key={button}
          type={button === 'continue' ? 'submit' : 'button'}
          variant={looks[button].variant}
          color={looks[button].color}
          disabled={!enabled(button)}
          onClick={button === 'continue' ? undefined : () => onPress(button)}
        >
          {looks[button].label}
        </Button>
      ))}
    </Stack>
  );
}
