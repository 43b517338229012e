// The trainer panel and the control API hand out the app's flight recording (issue 26), and the
// file is what scenario:from-capture compiles.
import { readFile } from 'node:fs/promises';
import { readCapture } from '../../simulator/capture/captureFile';
import { compileCapture } from '../../simulator/capture/compileCapture';
import { panelTexts } from '../../simulator/panel/texts';
import { expect, test } from './support/fixtures';
import { openUnit } from './support/unit';

const t = panelTexts.flightRecording;
const UNIT_1204 = 1008;

test('the trainer panel downloads the recording, which compiles into a scenario that opens the same unit', async ({ page, sim }) => {
  await openUnit(sim, UNIT_1204);
  // The unit's number comes with its answer: the recording holds units.get once it shows (the download raced it).
  await expect(page.getByRole('heading', { name: '1204', level: 1 })).toBeVisible();
  const panel = page.getByRole('complementary', { name: panelTexts.region });
  await panel.getByRole('button', { name: panelTexts.toggle, exact: true }).click();
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: t.download, exact: true }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(t.file);
  const text = await readFile(await file.path(), 'utf8');
  await expect(panel.getByRole('status').filter({ hasText: 'Downloaded flight-recording.json' })).toBeVisible();

  const fromControl = await sim.control((s) => s.flightRecording());
  expect(fromControl).toMatchObject({ format: 'hub-installer-flight-recording', version: 1 });

  const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
  const read = readCapture(text, version);
  if (!read.ok) throw new Error(read.error);
  expect(read.capture.entries.some((entry) => entry.kind === 'call' && entry.call === 'units.get')).toBe(true);
  const { scenario } = compileCapture(read.capture, 'downloaded');
  expect((scenario.expect as unknown[])[0]).toEqual({ open: expect.stringMatching(new RegExp(`/unit/${UNIT_1204}$`)) as unknown });
});
