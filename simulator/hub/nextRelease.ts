/** The commit a simulated update installs: 40 hex digits made from the start time, so each update differs. */
export function nextReleaseCommit(now: number): string {
  return Math.floor(now).toString(16).padStart(40, 'c').slice(-40);
}
