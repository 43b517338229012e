import { useId, useState } from 'react';
import { callNames, type CallName } from '../../app/api/calls';
import { syncStatuses } from '../../app/api/schemas';
import type { SimulatorControl } from '../control/types';
import { inclusionFailDescriptions, inclusionFailStages, type InclusionFailStage } from '../zwave/inclusionFailure';
import { panelTexts } from './texts';
import { described, useOutcome } from './useOutcome';
import { stillOffered } from './hooks';
import { HubOptions } from './HubOptions';
import { holdsADevice, unitName } from './nothingToInstall';
import { useHubChoice } from './hubChoice';

const t = panelTexts.inject;
const DEFAULT_STATUS = 500;

/** Faults and hub changes now, without a reload: each button one control API call, its outcome announced. */
export function InjectSection({ control }: { control: SimulatorControl }) {
  const { hubs, serial, hub, choose } = useHubChoice(control, 'inject');
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
      {hubs.length === 0 ? (
        <p>{t.noHub}</p>
      ) : (
        <>
          <label htmlFor={`${id}-hub`}>{t.hub}</label>
          <div className="sim-panel__row">
            <HubOptions id={`${id}-hub`} hubs={hubs} serial={serial} choose={choose} />
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
                void run(async () => {
                  const result = described(await control.zwave.failNextInclusion(serial, stage), t.inclusionFails(serial, inclusionFailDescriptions[stage]));
                  // Only the start stage fails without a device: the others need one to join.
                  const idle = stage !== 'start' && hub && !holdsADevice(control, hub);
                  return idle ? `${result} ${t.nothingToInstall(unitName(control, hub))}` : result;
                })
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
