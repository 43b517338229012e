import { useId } from 'react';
import type { SimulatorControl } from '../control/types';
import { useTimeline } from './hooks';
import { formatTimeOfDay } from './simTime';
import { panelTexts } from './texts';
import { KIND_LABELS } from './timelineEntry';

const t = panelTexts.timeline;

/** What happened, newest first: calls, hub messages, faults hit, steps fired. */
export function TimelineSection({ control }: { control: SimulatorControl }) {
  const rows = useTimeline(control);
  const id = useId();
  return (
    <section className="sim-panel__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.heading}</h3>
      <p className="sim-panel__hint">{t.newestFirst}</p>
      {rows.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        // It scrolls on its own, so it takes the focus to be scrolled with the keyboard.
        <ol className="sim-panel__timeline" aria-labelledby={`${id}-heading`} tabIndex={0}>
          {rows.map((row) => (
            <li key={row.seq} className={`sim-panel__entry sim-panel__entry--${row.kind}`}>
              <span className="sim-panel__at">{formatTimeOfDay(row.at)}</span> <span className="sim-panel__kind">{KIND_LABELS[row.kind]}</span>{' '}
              <span className="sim-panel__text">{row.text}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
