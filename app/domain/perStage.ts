/**
 * The one way a wizard's page picks what its stage shows (decision 0286): a table with one entry per
 * stage name, each handed its own stage, so a new stage that nobody draws does not compile. Stages
 * are either names ('assess') or objects with a name ({ name: 'confirm', copy }).
 */
type Stage = string | { name: string };

export type StageNameOf<S extends Stage> = S extends string ? S : S extends { name: infer N extends string } ? N : never;

type StageNamed<S extends Stage, N extends string> = S extends string ? N : Extract<S, { name: N }>;

export type PerStage<S extends Stage, R> = { [N in StageNameOf<S>]: (stage: StageNamed<S, N>) => R };

export function perStage<S extends Stage, R>(stage: S, table: PerStage<S, R>): R {
  const name = (typeof stage === 'string' ? stage : stage.name) as StageNameOf<S>;
  return (table[name] as (stage: S) => R)(stage);
}
