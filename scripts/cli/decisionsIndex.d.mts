export interface DecisionRecord {
  file: string;
  text: string;
  number: string | undefined;
  title: string | undefined;
  area: string | undefined;
  status: string | undefined;
  supersedes: string | undefined;
}
export const areas: string[];
export const recordsDir: string;
export const indexFile: string;
export const indexStart: string;
export const indexEnd: string;
export const recordFileName: RegExp;
export function parseRecord(file: string, text: string): DecisionRecord;
export function readRecords(dir?: string): DecisionRecord[];
export function renderIndex(records: DecisionRecord[]): string;
export function withIndex(readme: string, index: string): string;
