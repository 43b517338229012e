/**
 * The door-code flow of the explorer (issue 38): a seed whose sync the service puts offline
 * completes once the installer syncs again, and the flow's own check catches a dialog that says
 * 'Syncing complete!' while the service reports a failure.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { texts } from '../../../app/domain/texts';
import { createSeededRandom } from '../../../simulator/engine/seededRandom';
import { playRun } from '../driver';
import type { ExplorePage } from '../harness';
import { doorCodesFlow } from './doorCodes';

const { doorCodes, lockTasks } = texts;
const LOCK = 'dev-1004-lock';
const look = { text: '', buttons: [], fields: [], error: false };

/** A page whose door-code service holds these syncs of the lock, newest first (the seed's old complete one last). */
const pageWithSyncs = (...statuses: string[]) =>
  ({ sim: { control: { doorCodes: { syncs: () => [...statuses, 'complete'].map((status, at) => ({ device_id: LOCK, status, created: `2026-11-23T15:0${9 - at}:00Z` })) } } } }) as unknown as ExplorePage;

function showDialog(text: string) {
  document.body.innerHTML = `<div role="dialog" aria-labelledby="t"><h2 id="t">${doorCodes.title}</h2><p>${text}</p></div>`;
}

describe('the door-code flow', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('completes after the lock went offline mid-sync: the installer closes the banner and syncs again; nothing behind the dialog is pressed', async () => {
    const result = await playRun(
      doorCodesFlow,
      {
        flow: 'door-codes',
        seed: 1,
        faults: [{ kind: 'doorCode', status: 'lock_offline', deviceUid: LOCK, afterMs: 40_000, nth: 1, times: 1 }],
        // 'Sync progress' is on the page behind the open dialog: the installer cannot press it.
        actions: [{ click: lockTasks.syncDoorCodes, in: 'Front Door' }, { click: doorCodes.viewProgress, in: 'Front Door' }],
      },
      createSeededRandom(1).fork('actions'),
    );
    expect(result.broken).toBeNull();
    expect(result.actions[0]).toEqual({ click: lockTasks.syncDoorCodes, in: 'Front Door' });
    expect(result.actions.slice(1, 2)).not.toEqual([{ click: doorCodes.viewProgress, in: 'Front Door' }]);
    // The second sync, after the offline one, is what completed.
    expect(result.actions.filter((action) => 'click' in action && action.click === lockTasks.syncDoorCodes)).toHaveLength(2);
  });

  it("catches 'Syncing complete!' shown while the service reports the lock's newest sync offline", () => {
    showDialog(doorCodes.complete);
    expect(doorCodesFlow.check?.(pageWithSyncs('lock_offline'), look)).toMatchObject({ invariant: 'no-false-success', expect: { noText: doorCodes.complete } });
  });

  it("takes 'Syncing complete!' for a sync the service has complete, and a failure banner for what it is", () => {
    showDialog(doorCodes.complete);
    expect(doorCodesFlow.check?.(pageWithSyncs('complete'), look)).toBeNull();
    showDialog(doorCodes.banners.cloudError);
    expect(doorCodesFlow.check?.(pageWithSyncs('cloud_error'), look)).toBeNull();
  });
});
