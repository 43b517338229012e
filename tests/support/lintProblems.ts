/** The project's own ESLint config run on planted code, for the tests that prove a rule fails. */
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
export async function lintProblems(filePath: string, code: string): Promise<Array<string | null>> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}
