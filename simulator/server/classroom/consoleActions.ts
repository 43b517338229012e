/**
 * What the trainer console can do to a trainee's world, as data: each action is a control call
 * whose arguments may name what the trainer picks (`$hub`, `$lock`, `$stage`, `$call`, `$status`,
 * `$keys`, `$scenario`, `$sensor`, `$syncStatus`, `$profile`, and `$callFault`: the chosen call failing once with the chosen status). The labels and lists are the trainer panel's, so the console and
 * the single-tab panel offer the same faults, profiles and physical steps.
 */
import { callNames } from '../../../app/api/calls';
import { profileNames } from '../../faults/profiles';
import { syncStatuses } from '../../../app/api/schemas';
import { JUMPS, SPEEDS, speedLabel } from '../../panel/clockChoices';
import { panelTexts } from '../../panel/texts';
import { loadScenarioFile, scenarioNames } from '../../scenario/catalogue';
import { inclusionFailDescriptions, inclusionFailStages } from '../../zwave/inclusionFailure';
import { consoleTexts, STUCK_AFTER_MS } from './consoleTexts';

export interface ConsoleAction {
  id: string;
  section: 'scenario' | 'clock' | 'inject' | 'profile' | 'sync' | 'door' | 'sensor' | 'exercise';
  label: string;
  call: string;
  args: Array<string | number | boolean>;
  /** For every trainee at once as well as for one. */
  forAll: boolean;
}

const inject = panelTexts.inject;
const physical = panelTexts.physical;
const profiles = panelTexts.profiles;

export const consoleActions: readonly ConsoleAction[] = [
  { id: 'start', section: 'scenario', label: panelTexts.scenario.restart, call: 'startScenario', args: ['$scenario'], forAll: true },
  { id: 'pause', section: 'clock', label: panelTexts.clock.pause, call: 'clock.pause', args: [], forAll: true },
  { id: 'resume', section: 'clock', label: panelTexts.clock.resume, call: 'clock.resume', args: [], forAll: true },
  ...SPEEDS.map((speed): ConsoleAction => ({ id: `speed-${speed}`, section: 'clock', label: `${panelTexts.clock.speed} ${speedLabel(speed)}`, call: 'clock.setSpeed', args: [speed], forAll: true })),
  ...JUMPS.map((jump): ConsoleAction => ({ id: `jump-${jump.ms}`, section: 'clock', label: `${panelTexts.clock.jump} ${jump.label}`, call: 'clock.jump', args: [jump.ms], forAll: true })),
  { id: 'drop', section: 'inject', label: inject.drop, call: 'stream.drop', args: ['$hub'], forAll: false },
  { id: 'offline', section: 'inject', label: inject.offline, call: 'hub.setOnline', args: ['$hub', false], forAll: false },
  { id: 'online', section: 'inject', label: inject.online, call: 'hub.setOnline', args: ['$hub', true], forAll: false },
  { id: 'reboot', section: 'inject', label: inject.reboot, call: 'hub.reboot', args: ['$hub'], forAll: false },
  { id: 'failInclusion', section: 'inject', label: inject.failInclusion, call: 'zwave.failNextInclusion', args: ['$hub', '$stage'], forAll: false },
  { id: 'failCall', section: 'inject', label: inject.failNext, call: 'faults.add', args: ['$callFault'], forAll: false },
  { id: 'expire', section: 'inject', label: inject.expire, call: 'expireSessions', args: [], forAll: false },
  { id: 'profile', section: 'profile', label: profiles.apply, call: 'profiles.apply', args: ['$profile'], forAll: true },
  { id: 'clearProfile', section: 'profile', label: profiles.clear, call: 'profiles.clear', args: ['$profile'], forAll: true },
  { id: 'syncStatus', section: 'sync', label: inject.setSync, call: 'doorCodes.setStatus', args: ['$syncStatus'], forAll: false },
  { id: 'inclusionMode', section: 'door', label: physical.inclusionMode, call: 'zwave.putInInclusionMode', args: ['$hub'], forAll: false },
  { id: 'exclusionMode', section: 'door', label: physical.exclusionMode, call: 'zwave.putInExclusionMode', args: ['$hub'], forAll: false },
  { id: 'doorOpen', section: 'sensor', label: physical.open, call: 'devices.door', args: ['$sensor', true], forAll: false },
  { id: 'doorClose', section: 'sensor', label: physical.close, call: 'devices.door', args: ['$sensor', false], forAll: false },
  { id: 'motion', section: 'sensor', label: physical.motion, call: 'devices.motion', args: ['$sensor'], forAll: false },
  { id: 'leak', section: 'sensor', label: physical.leak, call: 'devices.leak', args: ['$sensor', true], forAll: false },
  { id: 'dry', section: 'sensor', label: physical.dry, call: 'devices.leak', args: ['$sensor', false], forAll: false },
  { id: 'yalePress', section: 'door', label: 'Press on the Yale keypad', call: 'yale.press', args: ['$keys', '$lock'], forAll: false },
  { id: 'hint', section: 'exercise', label: panelTexts.exercise.hint, call: 'exercise.showHint', args: [], forAll: true },
];

/** What the console page is given with its actions: the lists the trainer picks from. */
export function consoleChoices() {
  return {
    actions: consoleActions,
    /** Each with its description: a trainer picks a scenario by what it does, not by its file name. */
    scenarios: scenarioNames().map((name) => {
      const file = loadScenarioFile(name);
      return { name, description: file.ok ? file.scenario.description : file.error };
    }),
    stages: inclusionFailStages.map((stage) => ({ value: stage, label: `${stage}: ${inclusionFailDescriptions[stage]}` })),
    calls: [...callNames],
    statuses: [500, 503, 504, 401, 409, 400],
    syncStatuses: [...syncStatuses],
    profiles: [...profileNames],
    texts: consoleTexts,
    stuckAfterMs: STUCK_AFTER_MS,
  };
}
