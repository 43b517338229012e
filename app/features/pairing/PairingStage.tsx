import type { ReactNode } from 'react';
import type { LiveDevice } from '../../api/schemas';
import { forgetPairing } from '../../data/pairingRecord';
import { stageButtons } from '../../domain/pairing/buttons';
import { countdownSeconds } from '../../domain/pairing/machine';
import { openAfterSaving } from '../../domain/pairing/naming';
import { operationOf, type Stage } from '../../domain/pairing/stages';
import { EXCLUSION_COUNTDOWN_MS, START_COUNTDOWN_MS } from '../../domain/pairing/timing';
import { perStage } from '../../domain/perStage';
import { texts } from '../../domain/texts';
import { reloadPage } from '../../lib/reload';
import { ChooseDeviceStage } from './ChooseDeviceStage';
import { CountdownStage } from './CountdownStage';
import { ExclusionSuccessStage } from './ExclusionSuccessStage';
import { MasterCodeStage } from './MasterCodeStage';
import { NamingStage, type PairingUnit } from './NamingStage';
import { PairingStartStage } from './PairingStartStage';
import { WaitingStage, type AbortButton } from './StageLayout';
import type { PairingFlow } from './usePairingFlow';
import { YaleModeSteps } from './YaleModeSteps';

interface Props {
  flow: PairingFlow;
  unit: PairingUnit;
  streaming: boolean;
  onClose: () => void;
  onOpenDevice: (device: LiveDevice) => void;
  onResetController: () => void;
}

const { instructions } = texts.pairing;

/** The component of the flow's stage while no error shows (spec 02 §4), one entry per stage (decision 0286). */
export function PairingStage({ flow, unit, streaming, onClose, onOpenDevice, onResetController }: Props) {
  const { state, send, devices, now } = flow;
  const operation = operationOf(state);
  const buttons = stageButtons(state);
  // Abort asks the hub to stop and leaves once it has; a failed abort stays, says so and can be pressed again (decision 0264).
  const abort: AbortButton | undefined = buttons.includes('abort')
    ? { onAbort: () => flow.abort.run(onClose), pending: flow.abort.pending, failure: flow.abort.failure }
    : undefined;
  const ready = streaming && devices !== undefined;
  const start = () => send({ type: 'start' });
  const waiting = (text: string) => () => <WaitingStage instructions={text} abort={abort} />;
  const countdown = () => (
    <CountdownStage
      operation={operation}
      seconds={countdownSeconds(state, now) ?? 0}
      totalSeconds={(operation === 'exclusion' && !state.yale ? EXCLUSION_COUNTDOWN_MS : START_COUNTDOWN_MS) / 1000}
      abort={abort}
    >
      {state.yale && state.masterCodes && <YaleModeSteps operation={operation} codes={state.masterCodes} />}
    </CountdownStage>
  );
  return perStage<Stage, ReactNode>(state.stage, {
    'choose-device': () => <ChooseDeviceStage onAnswer={(yale) => send({ type: yale ? 'yes' : 'no' })} />,
    'yale-codes': () => <WaitingStage instructions={texts.yale.fetchingCodes} />,
    'yale-master-code': () =>
      state.masterCodes ? <MasterCodeStage codes={state.masterCodes} notSaved={flow.masterCodeNotSaved} notKept={flow.masterCodeNotKept} ready={ready} onStart={start} /> : null,
    'pairing-start': () => <PairingStartStage operation={operation} ready={ready} onStart={start} onResetController={onResetController} />,
    'exclusion-prep': waiting(texts.pairing.status.prep),
    'inclusion-prep': waiting(texts.pairing.status.prep),
    'exclusion-start': countdown,
    'inclusion-start': countdown,
    excluding: waiting(instructions.excluding),
    including: waiting(instructions.including),
    'device-info': waiting(instructions.deviceInfo),
    'exclusion-success': () => (
      <ExclusionSuccessStage
        beforeInclusion={buttons.includes('continue')}
        // The flow ends in this reload: the page must not come back to it.
        onDone={() => {
          forgetPairing(unit.id);
          reloadPage();
        }}
        onContinue={() => send({ type: 'continue' })}
      />
    ),
    'inclusion-success': ({ deviceUid }) => {
      const device = devices?.find((candidate) => candidate.uid === deviceUid);
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
    },
  });
}
