import { useId, useState } from 'react';
import type { SimulatorControl } from '../control/types';
import { JUMPS, SPEEDS, speedLabel } from './clockChoices';
import { useClockState, useSimTime } from './hooks';
import { formatSimTime } from './simTime';
import { panelTexts } from './texts';

const t = panelTexts.clock;

/** Simulator time, pause and resume, speeds and jumps: each button one control API call. */
export function ClockSection({ control }: { control: SimulatorControl }) {
  const now = useSimTime(control);
  const { paused, speed } = useClockState(control);
  const [jumping, setJumping] = useState(false);
  const id = useId();

  const jump = async (ms: number) => {
    setJumping(true);
    try {
      await control.clock.jump(ms);
    } finally {
      setJumping(false);
    }
  };

  return (
    <section className="sim-panel__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.heading}</h3>
      <dl className="sim-panel__facts">
        <dt id={`${id}-time`}>{t.time}</dt>
        <dd>
          <time aria-labelledby={`${id}-time`} dateTime={new Date(now).toISOString()} data-testid="sim-panel-time">
            {formatSimTime(now)}
          </time>
        </dd>
      </dl>
      <p className="sim-panel__status">{paused ? t.paused : t.running(speedLabel(speed))}</p>
      <div className="sim-panel__row">
        <button type="button" onClick={() => control.clock.pause()} disabled={paused}>
          {t.pause}
        </button>
        <button type="button" onClick={() => control.clock.resume()} disabled={!paused}>
          {t.resume}
        </button>
      </div>
      <div role="group" aria-labelledby={`${id}-speed`} className="sim-panel__row">
        <span id={`${id}-speed`} className="sim-panel__label">
          {t.speed}
        </span>
        {SPEEDS.map((choice) => (
          <button key={choice} type="button" aria-pressed={speed === choice} onClick={() => control.clock.setSpeed(choice)}>
            {speedLabel(choice)}
          </button>
        ))}
      </div>
      <div role="group" aria-labelledby={`${id}-jump`} className="sim-panel__row">
        <span id={`${id}-jump`} className="sim-panel__label">
          {t.jump}
        </span>
        {JUMPS.map(({ ms, label }) => (
          <button key={ms} type="button" disabled={jumping} onClick={() => void jump(ms)}>
            {label}
          </button>
        ))}
      </div>
    </section>
  );
}
