/**
 * Where test files start scenario files, found the way tests actually start them (decision 0306):
 * read with TypeScript's parser, so comments and test titles never count, and a scenario's name
 * counts only where it starts that scenario:
 * - `scenario: 'name'` (sim.open, renderApp, startNodeSimulator, startClassroom, rows of objects);
 * - `extends: 'name'` or `extends: ['a', 'b']` (a scenario object written on top of the file);
 * - `?scenario=name` in an address;
 * - an argument of a call that starts one: a callee named `…Scenario` (startScenario,
 *   pausedScenario) or one of the helpers below;
 * - a constant or parameter named for a scenario (`const SCENARIO = 'name'`, `scenario = 'name'`);
 * - a row of a table of cases (an array inside an array), which the test runs one by one.
 */
import ts from 'typescript';

export interface ScenarioStart {
  scenario: string;
  /** The test file, relative to the repository. */
  file: string;
  line: number;
  how: string;
}

/** Helpers of tests/ and simulator/testing/ that take a scenario name without saying so in their own name. */
export const STARTING_HELPERS: ReadonlySet<string> = new Set([
  'openUnit', 'openUnit104', 'openUnitScreen', 'openYaleUnit', 'openPaused', 'openRemoveHub',
  'variantOf', 'replay', 'start', 'prepareData', 'selectOption',
]);

const ADDRESS = /[?&]scenario=([a-z0-9][a-z0-9-]*)/g;
const NAMED_FOR_A_SCENARIO = /scenario/i;

const nameOf = (node: ts.Node | undefined): string | undefined => {
  if (node === undefined) return undefined;
  if (ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isPrivateIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  return undefined;
};

/** How the literal at `node` starts a scenario, or null when it only mentions the name. */
function howStarted(node: ts.Node): string | null {
  let parent = node.parent;
  // extends: ['a', 'b'] is an array in an `extends` property.
  if (ts.isArrayLiteralExpression(parent) && ts.isPropertyAssignment(parent.parent) && nameOf(parent.parent.name) === 'extends') return 'extends: [...]';
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    const key = nameOf(parent.name);
    if (key === 'scenario' || key === 'extends') return `${key}: '…'`;
    return null;
  }
  if (ts.isCallExpression(parent) && parent.arguments.includes(node as ts.Expression)) {
    const callee = nameOf(parent.expression) ?? '';
    return callee.endsWith('Scenario') || STARTING_HELPERS.has(callee) ? `${callee}(…)` : null;
  }
  if ((ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isBindingElement(parent)) && parent.initializer === node) {
    return NAMED_FOR_A_SCENARIO.test(nameOf(parent.name) ?? '') ? 'a scenario constant' : null;
  }
  if (ts.isArrayLiteralExpression(parent)) {
    parent = parent.parent;
    return ts.isArrayLiteralExpression(parent) ? 'a row of a table of cases' : null;
  }
  return null;
}

/** The starts of the scenarios `names` in one test file's source. */
export function scenarioStartsIn(file: string, text: string, names: ReadonlySet<string>): ScenarioStart[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const starts: ScenarioStart[] = [];
  const add = (scenario: string, node: ts.Node, how: string) => {
    starts.push({ scenario, file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, how });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      for (const [, name = ''] of node.text.matchAll(ADDRESS)) if (names.has(name)) add(name, node, '?scenario=');
      if (!ts.isTemplateLiteralToken(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const how = names.has(node.text) ? howStarted(node) : null;
        if (how) add(node.text, node, how);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return starts;
}
