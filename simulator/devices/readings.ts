/** A device reports a reading: the reading of that type takes the new value, or is added, issued at `at`. */
import type { Simulator } from '../core/simulator';

export const DEVICE_READING_EVENT = 'device.reading';

export async function reportReading(sim: Simulator, uid: string, sensorType: string, value: string, at: number): Promise<void> {
  // A device removed meanwhile (failed, excluded, the network reset) reports nothing.
  if (!sim.db.devices.findFirst((q) => q.where({ uid }))) return;
  const timeIssued = new Date(at).toISOString();
  await sim.db.devices.update((q) => q.where({ uid }), {
    data: (draft) => {
      const readings = draft.sensors.filter((reading) => reading.sensorType === sensorType);
      if (readings.length === 0) draft.sensors.push({ sensorType, value, timeIssued });
      readings.forEach((reading) => {
        reading.value = value;
        reading.timeIssued = timeIssued;
      });
    },
  });
}
