import { useId, useState } from 'react';
import type { SimulatorControl } from '../control/types';
import { profileNames, type ProfileName } from '../faults/profiles';
import { panelTexts } from './texts';
import { useOutcome } from './useOutcome';

const t = panelTexts.profiles;

/**
 * The named fault profiles (docs/scenarios.md, **Profiles**): apply one now, or clear it, through
 * the control API as the classroom console does. Its magnitudes come from the run's seed, so a
 * trainer gets the same version each time for the same scenario.
 */
export function ProfileSection({ control }: { control: SimulatorControl }) {
  const [name, setName] = useState<ProfileName>(profileNames[0]);
  const { outcome, run } = useOutcome();
  const id = useId();

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
        <button type="button" onClick={() => void run(() => t.applied(name, control.profiles.apply(name)))}>
          {t.apply}
        </button>
        <button type="button" onClick={() => void run(() => t.cleared(name, control.profiles.clear(name)))}>
          {t.clear}
        </button>
      </div>
      {outcome}
    </section>
  );
}
