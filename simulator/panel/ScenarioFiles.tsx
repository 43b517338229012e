import { useId, useState, type ChangeEvent } from 'react';
import type { SimulatorControl } from '../control/types';
import { download } from './download';
import { panelTexts } from './texts';

const t = panelTexts.scenario;

/** 'Save as scenario' (a download) and loading a scenario file; a file that cannot start changes nothing. */
export function ScenarioFiles({ control, reload }: { control: SimulatorControl; reload: () => void }) {
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const id = useId();

  const save = () => {
    const scenario = control.saveScenario();
    const file = `${String(scenario.name)}.json`;
    download(file, `${JSON.stringify(scenario, null, 2)}\n`);
    setMessage({ text: t.saved(file), error: false });
  };

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    let scenario: unknown;
    try {
      scenario = JSON.parse(await file.text());
    } catch (error) {
      setMessage({ text: t.notJson(file.name, error instanceof Error ? error.message : String(error)), error: true });
      return;
    }
    const result = await control.startScenario(scenario as object);
    if (result.ok) reload();
    else setMessage({ text: t.notLoaded(file.name, result.error), error: true });
  };

  return (
    <>
      <div className="sim-panel__row">
        <button type="button" onClick={save}>
          {t.save}
        </button>
      </div>
      <label htmlFor={`${id}-file`}>{t.load}</label>
      <div className="sim-panel__row">
        <input id={`${id}-file`} type="file" accept="application/json,.json" onChange={(event) => void load(event)} />
      </div>
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'sim-panel__error' : 'sim-panel__hint'}>
          {message.text}
        </p>
      )}
    </>
  );
}
