import { useId, useState } from 'react';
import type { SimulatorControl } from '../control/types';
import { applyProfile, clearProfile, profileNames, type ProfileName } from '../faults/profiles';
import { runSeedOf } from '../scenario/runStart';
import { panelTexts } from './texts';
import { useOutcome } from './useOutcome';

const t = panelTexts.profiles;

/**
 * The named fault profiles (docs/scenarios.md, **Faults and profiles**): apply one now, or clear
 * it. Its magnitudes come from the seed of the scenario's name, so a trainer gets the same version
 * each time for the same scenario.
 */
export function ProfileSection({ control }: { control: SimulatorControl }) {
  const [name, setName] = useState<ProfileName>(profileNames[0]);
  const { outcome, run } = useOutcome();
  const id = useId();
  const seed = () => runSeedOf({ name: control.scenario().name });

  return (
    <section className="sim-panel__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.heading}</h3>
      <label htmlFor={`${id}-profile`}>{t.profile}</label>
      <div className="sim-panel__row">
        <select id={`${id}-profile`} value={name} onChange={(event) => setName(event.target.value as ProfileName)}>
          {profileNames.map((profile) => (
            <option key={profile}>{profile}</option>
          ))}
        </select>
        <button type="button" onClick={() => void run(() => t.applied(name, applyProfile(control.faults, name, seed())))}>
          {t.apply}
        </button>
        <button type="button" onClick={() => void run(() => t.cleared(name, clearProfile(control.faults, name)))}>
          {t.clear}
        </button>
      </div>
      {outcome}
    </section>
  );
}
