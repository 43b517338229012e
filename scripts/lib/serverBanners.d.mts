export interface SimulatorBanner {
  scenario: string;
  host: string;
  server: { url: string; apiBaseUrl: string; streamUrl: string; flagServiceUrl: string; reportDsn: string; controlToken: string };
  /** The server made the token up (none was given): print it, once. */
  tokenGenerated: boolean;
  origins: readonly string[];
}
export interface ClassroomBanner {
  scenario: string;
  host: string;
  port: number;
  /** The address trainees type. */
  roomBase: string;
  /** The console's address with the token in its fragment. */
  consoleUrl: string;
  classCode: string;
  tokenGenerated: boolean;
}
export function simulatorServerBanner(banner: SimulatorBanner): string;
export function classroomBanner(banner: ClassroomBanner): string;
