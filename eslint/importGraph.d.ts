export function resolveRelative(fromFile: string, specifier: string): string | null;
export function importGraph(root: string, nodeOf: (file: string) => string, skip?: (file: string) => boolean): Map<string, Set<string>>;
export function reaches(graph: Map<string, Set<string>>, from: string, to: string): boolean;
