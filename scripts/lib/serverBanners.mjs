// @ts-check
/**
 * What scripts/cli/simulatorServer.mjs and scripts/cli/classroom.mjs print when they start. A control
 * token is printed only when the server made it up, and then once (issue 35): one the trainer
 * chose is theirs already, and every printed copy ends up in a terminal's scrollback or a shared
 * screen. The class code is always printed: trainees need it read out.
 */
import { TOKEN_ENV } from './serverOptions.mjs';

/**
 * @typedef {object} SimulatorBanner
 * @property {string} scenario
 * @property {string} host
 * @property {{ url: string, apiBaseUrl: string, streamUrl: string, flagServiceUrl: string, reportDsn: string, controlToken: string }} server
 * @property {boolean} tokenGenerated The server made the token up (none was given): print it, once.
 * @property {readonly string[]} origins
 */
/**
 * @typedef {object} ClassroomBanner
 * @property {string} scenario
 * @property {string} host
 * @property {number} port
 * @property {string} roomBase The address trainees type.
 * @property {string} consoleUrl The console's address with the token in its fragment.
 * @property {string} classCode
 * @property {boolean} tokenGenerated
 * @property {string} dataDir Where the worlds, class code and history are kept.
 * @property {number} worldsBack How many worlds came back from it.
 */

const TOKEN_PLACEHOLDER = '<control token>';

/** @param {SimulatorBanner} banner */
export function simulatorServerBanner({ scenario, host, server, tokenGenerated, origins }) {
  const token = tokenGenerated ? `${server.controlToken}  (random; set --control-token or ${TOKEN_ENV} to choose it)` : `the one you set (--control-token or ${TOKEN_ENV})`;
  return `Simulator server (scenario "${scenario}") at ${server.url}, listening on ${host}
  API:           ${server.apiBaseUrl}
  Hub stream:    ${server.streamUrl}
  Flag service:  ${server.flagServiceUrl}  (OFREP)
  Error reports: ${server.reportDsn}  (a Sentry DSN; each world keeps what it is sent, control call "reports")
  Control token: ${token}
  Control:       curl -X POST ${server.url}/__simulator/control -H 'Authorization: Bearer ${TOKEN_PLACEHOLDER}' \\
                   -H 'Content-Type: application/json' -d '{"call":"clock.advance","args":[30000]}'
  CORS allows:   ${origins.join(', ')}
A production build that talks to it:
  VITE_API_BASE_URL=${server.apiBaseUrl} VITE_HUB_STREAM_URL=${server.streamUrl} VITE_FLAG_SERVICE_URL=${server.flagServiceUrl} \\
  VITE_SENTRY_DSN=${server.reportDsn} npm run build`;
}

/** @param {ClassroomBanner} banner */
export function classroomBanner({ scenario, host, port, roomBase, consoleUrl, classCode, tokenGenerated, dataDir, worldsBack }) {
  const bare = new URL(consoleUrl);
  bare.hash = '';
  const trainerConsole = tokenGenerated ? consoleUrl : `${bare.href}#token=${TOKEN_PLACEHOLDER}  (the token you set)`;
  return `Classroom (scenario "${scenario}"), listening on ${host}:${port}
  Trainees open:   ${roomBase}/join   (class code: ${classCode})
  Trainer console: ${trainerConsole}
Each trainee gets a world of their own, kept in ${dataDir} (${worldsBack} came back from it): starting again goes on
where the class stood, --fresh starts without its worlds (docs/classroom.md).`;
}
