import { useId, useState } from 'react';
import type { SimulatorControl } from '../control/types';
import { download } from './download';
import { panelTexts } from './texts';

const t = panelTexts.flightRecording;

/** Downloads the app's flight recording (issue 26), the file `npm run scenario:from-capture` compiles. */
export function FlightRecordingSection({ control }: { control: SimulatorControl }) {
  const [message, setMessage] = useState('');
  const id = useId();

  const take = async () => {
    try {
      const recording = await control.flightRecording();
      if (!recording) {
        setMessage(t.nothing);
        return;
      }
      download(t.file, `${JSON.stringify(recording, null, 2)}\n`);
      setMessage(t.downloaded(Array.isArray(recording.entries) ? recording.entries.length : 0));
    } catch (error) {
      setMessage(t.failed(error instanceof Error ? error.message : String(error)));
    }
  };

  return (
    <section className="sim-panel__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.heading}</h3>
      <p className="sim-panel__hint">{t.about}</p>
      <button type="button" onClick={() => void take()}>{t.download}</button>
      <p role="status" className="sim-panel__hint">{message}</p>
    </section>
  );
}
