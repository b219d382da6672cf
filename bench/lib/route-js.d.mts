// The types of bench/lib/route-js.mjs for the TypeScript files that import it.
export declare const webDist: string;
export declare function pageModules(routesFile?: string): Record<string, string>;
export interface Build {
  dist: string;
  manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
  gzipped(file: string): number;
}
export declare function readBuild(dist?: string): Build;
export declare function routeJs(
  build: Build,
  pageModule: string,
): { totalBytes: number; files: [string, number][]; found: boolean };
export declare function kb(bytes: number): string;
