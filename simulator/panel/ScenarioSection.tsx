import { useId, useState } from 'react';
import type { SimulatorControl } from '../control/types';
import { panelTexts } from './texts';
import { ScenarioFiles } from './ScenarioFiles';

const t = panelTexts.scenario;

/** The running scenario, and starting any other: the control API's start, then the reload the URL parameter does too. */
export function ScenarioSection({ control, reload }: { control: SimulatorControl; reload: () => void }) {
  const running = control.scenario();
  const [choice, setChoice] = useState(running.name);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();

  const start = async () => {
    setStarting(true);
    setError(null);
    const result = await control.startScenario(choice);
    if (result.ok) {
      reload();
      return;
    }
    setError(result.error);
    setStarting(false);
  };

  return (
    <section className="sim-panel__section" aria-labelledby={`${selectId}-heading`}>
      <h3 id={`${selectId}-heading`}>{t.heading}</h3>
      <dl className="sim-panel__facts">
        <dt>{t.running}</dt>
        <dd data-testid="sim-panel-scenario">{running.name}</dd>
      </dl>
      <p className="sim-panel__description">{running.description}</p>
      <label htmlFor={selectId}>{t.pick}</label>
      <div className="sim-panel__row">
        <select id={selectId} value={choice} onChange={(event) => setChoice(event.target.value)} disabled={starting}>
          {control.scenarios().map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => void start()} disabled={starting}>
          {starting ? t.starting : t.restart}
        </button>
      </div>
      {choice !== running.name && (
        <p className="sim-panel__description" aria-live="polite" data-testid="sim-panel-scenario-choice">
          {t.about(choice, control.scenarioDescription(choice) ?? t.noDescription)}
        </p>
      )}
      <p className="sim-panel__hint">{import.meta.env.DEV ? t.liveFiles : t.fixedFiles(control.scenarios().length)}</p>
      <p className="sim-panel__hint">{t.signedOut}</p>
      <ScenarioFiles control={control} reload={reload} />
      {error && (
        <p role="alert" className="sim-panel__error">
          {t.failed(error)}
        </p>
      )}
    </section>
  );
}
