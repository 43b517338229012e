import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { SimulatorControl } from '../control/types';
import { panelBarTexts } from './barTexts';

/** The controls load when the panel first opens: most demos never open it (issue 35). */
const PanelControls = lazy(async () => ({ default: (await import('./PanelControls')).PanelControls }));

export interface PanelPlace {
  /** Whether the panel was open before the last reload (a scenario start reloads the page). */
  wasOpen: boolean;
  rememberOpen: (open: boolean) => void;
  reload: () => void;
}

/** The trainer's director panel: one small 'Trainer' button, and behind it the simulator's controls. */
export function TrainerPanel({ control, place }: { control: SimulatorControl; place: PanelPlace }) {
  const [open, setOpen] = useState(place.wasOpen);
  const panelRef = useRef<HTMLElement>(null);
  const id = useId();

  const toggle = () => {
    const next = !open;
    setOpen(next);
    place.rememberOpen(next);
    // On a phone the panel opens below the app: bring its top into view (a fixed panel does not move).
    if (next) requestAnimationFrame(() => panelRef.current?.scrollIntoView({ block: 'nearest' }));
  };

  return (
    <aside ref={panelRef} className="sim-panel" aria-label={panelBarTexts.region}>
      <div className="sim-panel__bar">
        <span className="sim-panel__badge">{panelBarTexts.badge}</span>
        <button type="button" className="sim-panel__toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={toggle}>
          {panelBarTexts.toggle}
        </button>
      </div>
      <div id={`${id}-body`} className="sim-panel__body" hidden={!open}>
        {open && (
          <Suspense fallback={<p className="sim-panel__hint">{panelBarTexts.loading}</p>}>
            <PanelControls control={control} reload={place.reload} />
          </Suspense>
        )}
      </div>
    </aside>
  );
}
