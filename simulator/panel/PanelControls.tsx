/** What the trainer panel shows once open (TrainerPanel loads it then). */
import type { SimulatorControl } from '../control/types';
import { ClockSection } from './ClockSection';
import { ExerciseSection } from './ExerciseSection';
import { FlightRecordingSection } from './FlightRecordingSection';
import { InjectSection } from './InjectSection';
import { PhysicalSection } from './PhysicalSection';
import { ProfileSection } from './ProfileSection';
import { ScenarioSection } from './ScenarioSection';
import { TimelineSection } from './TimelineSection';
import { panelTexts } from './texts';

export function PanelControls({ control, reload }: { control: SimulatorControl; reload: () => void }) {
  return (
    <>
      <h2>{panelTexts.heading}</h2>
      <p className="sim-panel__hint">{panelTexts.notProduct}</p>
      <ScenarioSection control={control} reload={reload} />
      <ExerciseSection control={control} />
      <ClockSection control={control} />
      <InjectSection control={control} />
      <ProfileSection control={control} />
      <PhysicalSection control={control} />
      <TimelineSection control={control} />
      <FlightRecordingSection control={control} />
    </>
  );
}
