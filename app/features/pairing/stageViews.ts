/** What the status bar says and how far it stands in each stage, read off by the sub-page. */
import type { PairingState, StageName } from '../../domain/pairing/stages';
import { texts } from '../../domain/texts';

const { status } = texts.pairing;

export const stageViews: Record<StageName, { status: string; progress: number; pulsing: boolean }> = {
  'choose-device': { status: status.ready, progress: 0, pulsing: false },
  'yale-codes': { status: status.ready, progress: 0, pulsing: false },
  'yale-master-code': { status: status.ready, progress: 0, pulsing: false },
  'pairing-start': { status: status.ready, progress: 0, pulsing: false },
  'exclusion-prep': { status: status.prep, progress: 15, pulsing: false },
  'inclusion-prep': { status: status.prep, progress: 15, pulsing: false },
  'exclusion-start': { status: status.exclusionStart, progress: 35, pulsing: true },
  'inclusion-start': { status: status.inclusionStart, progress: 35, pulsing: true },
  excluding: { status: status.excluding, progress: 65, pulsing: true },
  including: { status: status.including, progress: 65, pulsing: true },
  'device-info': { status: status.deviceInfo, progress: 85, pulsing: false },
  'exclusion-success': { status: status.exclusionSuccess, progress: 100, pulsing: false },
  'inclusion-success': { status: status.inclusionSuccess, progress: 100, pulsing: false },
};

/** The status bar's text: the error's title, 'connecting' while a start waits for the stream, else the stage's. */
export function statusText(state: PairingState, streaming: boolean): string {
  if (state.error) return texts.errorView.title;
  if (!streaming && (state.stage.name === 'pairing-start' || state.stage.name === 'yale-master-code')) return texts.pairing.status.connecting;
  return stageViews[state.stage.name].status;
}
