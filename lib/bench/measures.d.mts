export interface Summary {
  median: number | undefined;
  p90: number | undefined;
  samples: number;
  missing: number;
}
export interface RouteNode {
  path?: string;
  component?: string;
  children?: RouteNode[];
}
export function percentile(sorted: readonly number[], p: number): number | undefined;
export function summarize(values: readonly (number | undefined | null)[]): Summary;
export function routePathOf(records: readonly RouteNode[] | undefined, component: string, base?: string): string | undefined;
