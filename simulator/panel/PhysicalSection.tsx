import { useId, useState, type ReactElement } from 'react';
import type { SimulatorControl } from '../control/types';
import { YALE_KEYPADS_ID } from '../keypad/mountYaleKeypad';
import { deviceModels } from '../seed/catalogues';
import { yaleLockRecordSchema } from '../db/yaleLockRecord';
import { useAssignedHubs, useHubChoice } from './hubChoice';
import { HubOptions } from './HubOptions';
import { panelTexts } from './texts';
import { hubOnScreen } from './unitOnScreen';
import { described, useOutcome } from './useOutcome';
import { stillOffered, useDataVersion } from './hooks';

const t = panelTexts.physical;

type Run = ReturnType<typeof useOutcome>['run'];

interface PartProps {
  control: SimulatorControl;
  run: Run;
}

const zwaveModels = deviceModels.filter((model) => model.zwave).map((model) => model.model);

/** A device at the hub enters inclusion or exclusion mode (its button pressed). */
function PairingModePart({ control, run }: PartProps) {
  const { hubs, serial, choose } = useHubChoice(control, 'physical');
  const [device, setDevice] = useState('');
  const id = useId();
  if (hubs.length === 0) return <p>{panelTexts.inject.noHub}</p>;
  const press = (mode: 'inclusion' | 'exclusion') =>
    void run(async () => {
      const result = mode === 'inclusion'
        ? await control.zwave.putInInclusionMode(serial, device || undefined)
        : await control.zwave.putInExclusionMode(serial, device || undefined);
      return described(result, t.inMode(device || t.nextToInstall, mode));
    });
  return (
    <>
      <label htmlFor={`${id}-hub`}>{t.hub}</label>
      <div className="sim-panel__row">
        <HubOptions id={`${id}-hub`} hubs={hubs} serial={serial} choose={choose} />
      </div>
      <label htmlFor={`${id}-device`}>{t.device}</label>
      <div className="sim-panel__row">
        <select id={`${id}-device`} value={device} onChange={(event) => setDevice(event.target.value)}>
          <option value="">{t.nextToInstall}</option>
          {zwaveModels.map((model) => (
            <option key={model}>{model}</option>
          ))}
        </select>
      </div>
      <div className="sim-panel__row">
        <button type="button" onClick={() => press('inclusion')}>
          {t.inclusionMode}
        </button>
        <button type="button" onClick={() => press('exclusion')}>
          {t.exclusionMode}
        </button>
      </div>
    </>
  );
}

/** A door opened or closed, motion, a leak: the buttons a sensor of that kind can sense. */
function SensorPart({ control, run }: PartProps) {
  useDataVersion(control);
  const sensors = control.devices.sensors();
  const [picked, setUid] = useState('');
  const onScreen = hubOnScreen(window.location.pathname, useAssignedHubs(control));
  const uid = stillOffered(picked || (sensors.find((candidate) => candidate.serial === onScreen)?.uid ?? ''), sensors.map((candidate) => candidate.uid));
  const id = useId();
  const sensor = sensors.find((candidate) => candidate.uid === uid);
  if (!sensor) return <p>{t.noSensor}</p>;
  const act = (label: string, action: () => ReturnType<SimulatorControl['devices']['motion']>) =>
    void run(async () => described(await action(), t.done(sensor.name, label.toLowerCase())));
  return (
    <>
      <label htmlFor={`${id}-sensor`}>{t.sensor}</label>
      <div className="sim-panel__row">
        <select id={`${id}-sensor`} value={uid} onChange={(event) => setUid(event.target.value)}>
          {sensors.map((candidate) => (
            <option key={candidate.uid} value={candidate.uid}>
              {t.sensorLabel(candidate.unit, candidate.name, candidate.kind)}
            </option>
          ))}
        </select>
      </div>
      <div className="sim-panel__row">
        {sensor.kind === 'door' && (
          <>
            <button type="button" onClick={() => act(t.open, () => control.devices.door(uid, true))}>
              {t.open}
            </button>
            <button type="button" onClick={() => act(t.close, () => control.devices.door(uid, false))}>
              {t.close}
            </button>
          </>
        )}
        {sensor.kind === 'motion' && (
          <button type="button" onClick={() => act(t.motion, () => control.devices.motion(uid))}>
            {t.motion}
          </button>
        )}
        {sensor.kind === 'leak' && (
          <>
            <button type="button" onClick={() => act(t.leak, () => control.devices.leak(uid, true))}>
              {t.leak}
            </button>
            <button type="button" onClick={() => act(t.dry, () => control.devices.leak(uid, false))}>
              {t.dry}
            </button>
          </>
        )}
      </div>
    </>
  );
}

/**
 * The Yale locks waiting at a door: the code each holds, which the trainer needs to know, and the
 * way to their keypads. The keypads themselves sit beside the app (simulator/keypad), where the
 * trainee presses them as the installer would; a second copy here would be a second lock face.
 */
function YaleLockPart({ control }: PartProps) {
  useDataVersion(control);
  const locks = control.yale.locks().map((lock) => yaleLockRecordSchema.parse(lock));
  if (locks.length === 0) return <p>{t.noYaleLock}</p>;
  return (
    <>
      <ul>
        {locks.map((lock) => (
          <li key={lock.serial}>{t.yaleLock(lock.serial, lock.model, lock.masterCode)}</li>
        ))}
      </ul>
      <a href={`#${YALE_KEYPADS_ID}`}>{t.toKeypad}</a>
    </>
  );
}

/** The physical steps, one part each, in this order. More devices join this list without changing the section. */
export const physicalParts: ReadonlyArray<{ key: string; Part: (props: PartProps) => ReactElement }> = [
  { key: 'pairing-mode', Part: PairingModePart },
  { key: 'sensors', Part: SensorPart },
  { key: 'yale-lock', Part: YaleLockPart },
];

/** What the installer does at the door, not in the app: each button one physical step through the control API. */
export function PhysicalSection({ control }: { control: SimulatorControl }) {
  const { outcome, run } = useOutcome();
  const id = useId();
  return (
    <section className="sim-panel__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.heading}</h3>
      <p className="sim-panel__hint">{t.hint}</p>
      {physicalParts.map(({ key, Part }) => (
        <Part key={key} control={control} run={run} />
      ))}
      <p role="status" className="sim-panel__hint">
        {outcome}
      </p>
    </section>
  );
}
