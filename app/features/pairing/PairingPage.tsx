import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ComponentProps } from 'react';
import type { LiveDevice } from '../../api/schemas';
import type { StreamHub } from '../../data/hubStream';
import { forgetPairing } from '../../data/pairingRecord';
import { genericFailureText } from '../../domain/errorMessages';
import { errorButtons, stageButtons, type ErrorButton } from '../../domain/pairing/buttons';
import { countdownSeconds } from '../../domain/pairing/machine';
import { openAfterSaving } from '../../domain/pairing/naming';
import { operationOf, type Operation, type PairingState } from '../../domain/pairing/stages';
import { EXCLUSION_COUNTDOWN_MS, START_COUNTDOWN_MS } from '../../domain/pairing/timing';
import { currentYaleStep, yaleSteps, yaleTriesLeft } from '../../domain/pairing/yale';
import { texts } from '../../domain/texts';
import { useFlag } from '../../flags/useFlag';
import { reloadPage } from '../../lib/reload';
import { ResetControllerDialog } from '../../ui/ResetControllerDialog';
import { ChooseDeviceStage } from './ChooseDeviceStage';
import { CountdownStage } from './CountdownStage';
import { ExclusionSuccessStage } from './ExclusionSuccessStage';
import { InclusionSuccessStage } from './InclusionSuccessStage';
import { MasterCodeStage } from './MasterCodeStage';
import { PairingErrorView } from './PairingErrorView';
import { PairingImage } from './PairingImage';
import { PairingStartStage } from './PairingStartStage';
import { PairingStatusBar } from './PairingStatusBar';
import { WaitingStage, type AbortButton } from './StageLayout';
import { stageViews } from './stageViews';
import { useNameOptions } from './useNameOptions';
import { usePairingFlow, type PairingFlow } from './usePairingFlow';
import { useResetController } from './useResetController';
import { YaleHeader } from './YaleHeader';
import { YaleModeSteps } from './YaleModeSteps';

interface Props {
  mode: Operation;
  unit: { communityId: string; id: number; hubSerial: string; gatewayId: string };
  /** Null until the hub status tells whether it is an IoT hub. */
  isIotHub: boolean | null;
  /** Back to the unit's tabs (Abort, Go Back, a lock named). */
  onClose: () => void;
  /** A newly named device other than a lock opens its screen. */
  onOpenDevice: (device: LiveDevice) => void;
}

/** The Z-Wave setup sub-page of the unit screen (spec 02 §2): one stage component at a time. */
export function PairingPage({ mode, unit, isIotHub, onClose, onOpenDevice }: Props) {
  const exclusionHint = useFlag('exclusion-hint');
  const askYale = useFlag('yale-lock-master-codes');
  const handleS2 = useFlag('handle-s-2-inclusion-attempts');
  const streamHub: StreamHub | null = isIotHub === null ? null : { hubSerial: unit.hubSerial, gatewayId: unit.gatewayId, isIotHub };
  const flow = usePairingFlow({ mode, addressId: unit.id, hubSerial: unit.hubSerial, streamHub, flags: { exclusionHint, askYale, handleS2 } });
  const { state, send } = flow;
  const [confirmingReset, setConfirmingReset] = useState(false);
  const reset = useResetController(unit.hubSerial);
  const view = stageViews[state.stage.name];
  const streaming = flow.stream.kind === 'open';

  const onErrorButton = (button: ErrorButton) => {
    if (button === 'goBack') onClose();
    else if (button === 'resetController') setConfirmingReset(true);
    else send({ type: button });
  };
  const yaleStep = currentYaleStep(state);

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
        <CurrentStage flow={flow} unit={unit} streaming={streaming} onClose={onClose} onOpenDevice={onOpenDevice} onResetController={() => setConfirmingReset(true)} />
      )}
      {reset.isSuccess && <Alert severity="success" sx={{ mt: 2 }}>{reset.data?.message ?? texts.pairing.resetDone}</Alert>}
      {reset.isError && <Alert severity="error" sx={{ mt: 2 }}>{genericFailureText(reset.error)}</Alert>}
      {confirmingReset && (
        <ResetControllerDialog
          busy={reset.isPending}
          onCancel={() => setConfirmingReset(false)}
          onConfirm={() => reset.mutate(undefined, { onSuccess: () => send({ type: 'controllerReset' }), onSettled: () => setConfirmingReset(false) })}
        />
      )}
    </Box>
  );
}

function statusText(state: PairingState, streaming: boolean): string {
  if (state.error) return texts.errorView.title;
  if (!streaming && (state.stage.name === 'pairing-start' || state.stage.name === 'yale-master-code')) return texts.pairing.status.connecting;
  return stageViews[state.stage.name].status;
}

interface StageProps {
  flow: PairingFlow;
  unit: Props['unit'];
  streaming: boolean;
  onClose: () => void;
  onOpenDevice: (device: LiveDevice) => void;
  onResetController: () => void;
}

function CurrentStage({ flow, unit, streaming, onClose, onOpenDevice, onResetController }: StageProps) {
  const { state, send, devices, now } = flow;
  const { stage } = state;
  const operation = operationOf(state);
  const { instructions } = texts.pairing;
  const buttons = stageButtons(state);
  // Abort asks the hub to stop and leaves once it has; a failed abort stays, says so and can be pressed again (decision 0264).
  const abort: AbortButton | undefined = buttons.includes('abort')
    ? { onAbort: () => flow.abort.run(onClose), pending: flow.abort.pending, failure: flow.abort.failure }
    : undefined;
  const ready = streaming && devices !== undefined;
  switch (stage.name) {
    case 'choose-device':
      return <ChooseDeviceStage onAnswer={(yale) => send({ type: yale ? 'yes' : 'no' })} />;
    case 'yale-codes':
      return <WaitingStage instructions={texts.yale.fetchingCodes} />;
    case 'yale-master-code':
      return state.masterCodes ? <MasterCodeStage codes={state.masterCodes} notSaved={flow.masterCodeNotSaved} notKept={flow.masterCodeNotKept} ready={ready} onStart={() => send({ type: 'start' })} /> : null;
    case 'pairing-start':
      return <PairingStartStage operation={operation} ready={ready} onStart={() => send({ type: 'start' })} onResetController={onResetController} />;
    case 'exclusion-prep':
    case 'inclusion-prep':
      return <WaitingStage instructions={texts.pairing.status.prep} abort={abort} />;
    case 'exclusion-start':
    case 'inclusion-start':
      return (
        <CountdownStage
          operation={operation}
          seconds={countdownSeconds(state, now) ?? 0}
          totalSeconds={(operation === 'exclusion' && !state.yale ? EXCLUSION_COUNTDOWN_MS : START_COUNTDOWN_MS) / 1000}
          abort={abort}
        >
          {state.yale && state.masterCodes && <YaleModeSteps operation={operation} codes={state.masterCodes} />}
        </CountdownStage>
      );
    case 'excluding':
      return <WaitingStage instructions={instructions.excluding} abort={abort} />;
    case 'including':
      return <WaitingStage instructions={instructions.including} abort={abort} />;
    case 'device-info':
      return <WaitingStage instructions={instructions.deviceInfo} abort={abort} />;
    case 'exclusion-success':
      return (
        <ExclusionSuccessStage
          beforeInclusion={buttons.includes('continue')}
          // The flow ends in this reload: the page must not come back to it.
          onDone={() => {
            forgetPairing(unit.id);
            reloadPage();
          }}
          onContinue={() => send({ type: 'continue' })}
        />
      );
    case 'inclusion-success': {
      const device = devices?.find((candidate) => candidate.uid === stage.deviceUid);
      return device ? (
        <NamingStage
          device={device}
          devices={devices ?? []}
          unit={unit}
          streaming={streaming}
          onReconnect={flow.stream.kind === 'failed' ? flow.reconnectStream : undefined}
          onSaved={(saved) => (openAfterSaving(saved.deviceType) === 'unit' ? onClose() : onOpenDevice(saved))}
        />
      ) : null;
    }
  }
}

type NamingProps = Omit<ComponentProps<typeof InclusionSuccessStage>, 'hubSerial' | 'options'> & { devices: LiveDevice[]; unit: Props['unit'] };

function NamingStage({ devices, unit, ...stage }: NamingProps) {
  const usedNames = devices.filter((other) => other.uid !== stage.device.uid).map((other) => other.name);
  const options = useNameOptions({ communityId: unit.communityId, addressId: String(unit.id) }, stage.device, usedNames);
  return <InclusionSuccessStage {...stage} hubSerial={unit.hubSerial} options={options} />;
}
