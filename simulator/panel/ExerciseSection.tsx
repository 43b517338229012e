import { useEffect, useId, useState } from 'react';
import type { SimulatorControl } from '../control/types';
import { formatDuration, formatTimeOfDay } from './simTime';
import { panelTexts } from './texts';

const t = panelTexts.exercise;

/** The exercise's status, read again after each trace entry (objectives are ticked in the trace). */
function useExercise(control: SimulatorControl) {
  const [status, setStatus] = useState(() => control.exercise.status());
  useEffect(() => control.subscribeTrace(() => setStatus(control.exercise.status())), [control]);
  return status;
}

/** A training exercise's objectives, ticked live; hints on request; the summary once all are met. Absent for other scenarios. */
export function ExerciseSection({ control }: { control: SimulatorControl }) {
  const status = useExercise(control);
  const [noHint, setNoHint] = useState(false);
  const id = useId();
  if (!status) return null;
  const { objectives, hints, finished } = status;
  return (
    <section className="sim-panel__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.heading}</h3>
      <ul className="sim-panel__objectives" aria-label={t.objectives}>
        {objectives.map((objective) => (
          <li key={objective.text} className={objective.met ? 'sim-panel__objective--met' : undefined}>
            <span aria-hidden="true">{objective.met ? '✓' : '○'}</span> {objective.text}{' '}
            <span className="sim-panel__hint">
              ({objective.met && objective.metAt !== null ? `${t.met} ${formatTimeOfDay(objective.metAt)}` : t.open})
            </span>
          </li>
        ))}
      </ul>
      {finished && (
        <p role="status" className="sim-panel__summary">
          {t.summary(formatDuration(finished.tookMs), formatDuration(finished.wallMs), finished.met, finished.total, finished.hintsUsed)}
        </p>
      )}
      {hints.total > 0 && (
        <>
          <div className="sim-panel__row">
            <button type="button" disabled={hints.shown.length >= hints.total} onClick={() => setNoHint(control.exercise.showHint() === null)}>
              {t.hint}
            </button>
          </div>
          {noHint && <p>{t.noHint}</p>}
          {hints.shown.length > 0 && (
            <ol className="sim-panel__hints" aria-label={t.hints}>
              {hints.shown.map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
