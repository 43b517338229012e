/**
 * A Yale lock's keypad on screen, for the installer or trainer standing in for the lock (issue 12):
 * the lock's display line and what its last entry did, and the twelve keys, each pressed through
 * the control API (`yale.press`). Exported so the trainer panel can embed it; mounted on its own by
 * ./mountYaleKeypad.tsx. Simulator builds only.
 */
import { useEffect, useState } from 'react';
import type { SimulatorControl } from '../control/types';
import { yaleLockRecordSchema } from '../db/yaleLockRecord';
import { displayOf, KEYPAD_LAYOUT, outcomeText } from './keypadWords';
import { keypadTexts } from './texts';

export function YaleKeypad({ control, serial }: { control: SimulatorControl; serial: string }) {
  const read = () => yaleLockRecordSchema.parse(control.yale.lock(serial));
  const [lock, setLock] = useState(read);
  const [last, setLast] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(
    () =>
      control.subscribeTrace((entry) => {
        if (entry.type !== 'yale.keypad' || entry.serial !== serial) return;
        setLock(yaleLockRecordSchema.parse(control.yale.lock(serial)));
        const outcome = entry.outcomes.at(-1);
        if (outcome) setLast(outcomeText(outcome));
      }),
    [control, serial],
  );

  const press = async (key: string) => {
    const result = await control.yale.press(key, serial);
    setFailure(result.ok ? null : keypadTexts.failed(result.error));
  };

  return (
    <section className="sim-keypad" aria-label={keypadTexts.region}>
      <div className="sim-keypad__bar">
        <span className="sim-keypad__badge">{keypadTexts.badge}</span>
        <h2>{keypadTexts.heading}</h2>
      </div>
      <p className="sim-keypad__hint">{keypadTexts.notProduct} {lock.model}</p>
      <output className="sim-keypad__display" aria-live="polite">
        <span>{last ?? displayOf(lock)}</span>
        {lock.entry.length > 0 && <span>{keypadTexts.entry(lock.entry.length)}</span>}
      </output>
      <div className="sim-keypad__keys">
        {KEYPAD_LAYOUT.map((key) => (
          <button key={key} type="button" aria-label={keypadTexts.key(key)} onClick={() => void press(key)}>
            {key}
          </button>
        ))}
      </div>
      {failure && <p role="alert">{failure}</p>}
    </section>
  );
}
