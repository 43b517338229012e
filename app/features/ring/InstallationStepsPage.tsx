import Typography from '@mui/material/Typography';
import type { RingModel } from '../../api/schemas';
import { texts } from '../../domain/texts';
import { RingButtons } from './RingButtons';

/** installation-steps: how to mount the model just created; Troubleshoot or Done. */
export function InstallationStepsPage({ model, onTroubleshoot, onDone }: { model: RingModel; onTroubleshoot: () => void; onDone: () => void }) {
  return (
    <>
      <Typography variant="h6" component="p">
        {texts.ring.models[model]}
      </Typography>
      <ol>
        {texts.ring.steps[model].map((step) => (
          <li key={step}>
            <Typography>{step}</Typography>
          </li>
        ))}
      </ol>
      <RingButtons page="installation-steps" onPress={(button) => (button === 'done' ? onDone() : onTroubleshoot())} />
    </>
  );
}
