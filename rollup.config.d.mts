// Types for rollup.config.mjs, which the widget tests, examples and benchmarks import.
import type { Plugin, RollupOptions } from 'rollup';

export declare const preactAliases: { find: RegExp; replacement: string }[];
export declare function browserPlugins(options?: { minify?: boolean; react?: 'preact' | 'react' }): Plugin[];
export declare const libraryBuild: RollupOptions;
export declare const scriptBuild: RollupOptions;
declare const builds: RollupOptions[];
export default builds;
