import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LiveDevice } from '../../api/schemas';
import { errorButtons, type ErrorButton } from '../../domain/pairing/buttons';
import { operationOf, type Operation } from '../../domain/pairing/stages';
import { currentYaleStep, yaleSteps, yaleTriesLeft } from '../../domain/pairing/yale';
import { texts } from '../../domain/texts';
import type { PairingUnit } from './NamingStage';
import { PairingErrorView } from './PairingErrorView';
import { PairingImage } from './PairingImage';
import { PairingStage } from './PairingStage';
import { PairingStatusBar } from './PairingStatusBar';
import { ResetControllerFeedback } from './ResetControllerFeedback';
import { stageViews, statusText } from './stageViews';
import { useResetController } from './useResetController';
import { useUnitPairingFlow } from './useUnitPairingFlow';
import { YaleHeader } from './YaleHeader';

interface Props {
  mode: Operation;
  unit: PairingUnit;
  /** Null until the hub status tells whether it is an IoT hub. */
  isIotHub: boolean | null;
  /** Back to the unit's tabs (Abort, Go Back, a lock named). */
  onClose: () => void;
  /** A newly named device other than a lock opens its screen. */
  onOpenDevice: (device: LiveDevice) => void;
}

/** The Z-Wave setup sub-page of the unit screen (spec 02 §2): one stage component at a time. */
export function PairingPage({ mode, unit, isIotHub, onClose, onOpenDevice }: Props) {
  const flow = useUnitPairingFlow(mode, unit, isIotHub);
  const { state, send } = flow;
  const reset = useResetController(unit.hubSerial, () => send({ type: 'controllerReset' }));
  const view = stageViews[state.stage.name];
  const streaming = flow.stream.kind === 'open';
  const yaleStep = currentYaleStep(state);

  const onErrorButton = (button: ErrorButton) => {
    if (button === 'goBack') onClose();
    else if (button === 'resetController') reset.ask();
    else send({ type: button });
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {operationOf(state) === 'inclusion' ? texts.pairing.includeTitle : texts.pairing.excludeTitle}
      </Typography>
      {yaleStep && <YaleHeader steps={yaleSteps(state)} current={yaleStep} />}
      <PairingStatusBar text={statusText(state, streaming)} progress={view.progress} failed={state.error !== null} />
      <PairingImage pulsing={view.pulsing && state.error === null} />
      {state.error ? (
        <PairingErrorView
          error={state.error}
          buttons={errorButtons(state)}
          onButton={onErrorButton}
          yale={state.yale ? { codes: state.masterCodes, triesLeft: yaleTriesLeft(state) } : undefined}
        />
      ) : (
        <PairingStage flow={flow} unit={unit} streaming={streaming} onClose={onClose} onOpenDevice={onOpenDevice} onResetController={reset.ask} />
      )}
      <ResetControllerFeedback flow={reset} />
    </Box>
  );
}
