import { useId, useState } from 'react';
import { callNames, type CallName } from '../../app/api/calls';
import { syncStatuses } from '../../app/api/schemas';
import type { SimulatorControl } from '../control/types';
import { inclusionFailDescriptions, inclusionFailStages, type InclusionFailStage } from '../zwave/inclusionFailure';
import { panelTexts } from './texts';
import { described, useOutcome } from './useOutcome';
import { stillOffered, useDataVersion } from './hooks';

const t = panelTexts.inject;
const DEFAULT_STATUS = 500;

/** Hubs assigned to a unit, by serial: those the app can reach. */
export function useAssignedHubs(control: SimulatorControl): string[] {
  // Read again at each render, and render again when the data may have changed: a hub assigned in the app shows up.
  useDataVersion(control);
  return control.db.list('hubs').filter((hub) => hub.addressId !== null).map((hub) => String(hub.hub_serial_number)).sort();
}

/** Faults and hub changes now, without a reload: each button one control API call, its outcome announced. */
export function InjectSection({ control }: { control: SimulatorControl }) {
  const serials = useAssignedHubs(control);
  const [picked, setSerial] = useState('');
  const serial = stillOffered(picked, serials);
  const [call, setCall] = useState<CallName>(callNames[0] ?? 'auth.login');
  const [status, setStatus] = useState(DEFAULT_STATUS);
  const [stage, setStage] = useState<InclusionFailStage>('protocol');
  const [syncStatus, setSyncStatus] = useState<string>('paused');
  // Locks with a sync, the newest sync's first: the status goes to that lock's newest sync.
  const syncLocks = [...new Set(control.doorCodes.syncs().map((sync) => String(sync.device_id)))];
  const [pickedLock, setLock] = useState('');
  const lock = stillOffered(pickedLock, syncLocks);
  const { outcome, run } = useOutcome();
  const id = useId();

  const failNext = () => {
    const result = control.faults.add({ kind: 'http', call, status, times: 1 });
    return result.ok ? t.failing(call, status) : t.refused(result.error);
  };

  return (
    <section className="sim-panel__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.heading}</h3>
      {serials.length === 0 ? (
        <p>{t.noHub}</p>
      ) : (
        <>
          <label htmlFor={`${id}-hub`}>{t.hub}</label>
          <div className="sim-panel__row">
            <select id={`${id}-hub`} value={serial} onChange={(event) => setSerial(event.target.value)}>
              {serials.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </div>
          <div className="sim-panel__row">
            <button type="button" onClick={() => void run(() => t.dropped(control.stream.drop(serial), serial))}>
              {t.drop}
            </button>
            <button type="button" onClick={() => void run(async () => (await control.hub.setOnline(serial, false), t.wentOffline(serial)))}>
              {t.offline}
            </button>
            <button type="button" onClick={() => void run(async () => (await control.hub.setOnline(serial, true), t.cameOnline(serial)))}>
              {t.online}
            </button>
            <button type="button" onClick={() => void run(async () => (await control.hub.reboot(serial), t.rebooting(serial)))}>
              {t.reboot}
            </button>
          </div>
          <label htmlFor={`${id}-stage`}>{t.stage}</label>
          <div className="sim-panel__row">
            <select id={`${id}-stage`} value={stage} onChange={(event) => setStage(event.target.value as InclusionFailStage)}>
              {inclusionFailStages.map((name) => (
                <option key={name} value={name}>
                  {`${name}: ${inclusionFailDescriptions[name]}`}
                </option>
              ))}
            </select>
          </div>
          <div className="sim-panel__row">
            <button
              type="button"
              onClick={() =>
                void run(async () => described(await control.zwave.failNextInclusion(serial, stage), t.inclusionFails(serial, inclusionFailDescriptions[stage])))
              }
            >
              {t.failInclusion}
            </button>
          </div>
        </>
      )}
      <label htmlFor={`${id}-lock`}>{t.syncLock}</label>
      <div className="sim-panel__row">
        <select id={`${id}-lock`} value={lock} onChange={(event) => setLock(event.target.value)}>
          {syncLocks.map((uid) => (
            <option key={uid}>{uid}</option>
          ))}
        </select>
      </div>
      <label htmlFor={`${id}-sync`}>{t.syncStatus}</label>
      <div className="sim-panel__row">
        <select id={`${id}-sync`} value={syncStatus} onChange={(event) => setSyncStatus(event.target.value)}>
          {syncStatuses.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
        <button type="button" onClick={() => void run(async () => described(await control.doorCodes.setStatus(syncStatus, lock || undefined), t.syncSet(lock, syncStatus)))}>
          {t.setSync}
        </button>
      </div>
      <label htmlFor={`${id}-call`}>{t.call}</label>
      <div className="sim-panel__row">
        <select id={`${id}-call`} value={call} onChange={(event) => setCall(event.target.value as CallName)}>
          {callNames.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </div>
      <div className="sim-panel__row">
        <label htmlFor={`${id}-status`}>{t.status}</label>
        <input
          id={`${id}-status`}
          className="sim-panel__status-input"
          type="number"
          min={100}
          max={599}
          value={status}
          onChange={(event) => setStatus(Number(event.target.value))}
        />
        <button type="button" onClick={() => void run(failNext)}>
          {t.failNext}
        </button>
      </div>
      <div className="sim-panel__row">
        <button type="button" onClick={() => void run(async () => t.expired(await control.expireSessions()))}>
          {t.expire}
        </button>
      </div>
      <p role="status" className="sim-panel__hint">
        {outcome}
      </p>
    </section>
  );
}
