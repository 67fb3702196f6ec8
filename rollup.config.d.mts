// Types for rollup.config.mjs, which the widget tests, examples and benchmarks import.
import type { Plugin, RollupOptions } from 'rollup';
import type { Plugin as VitePlugin } from 'vite';

/** React's entry points resolved to Preact core and preact/hooks (widgets/src/preactReact*.ts); a Rollup and a Vite plugin. */
export declare function preactReact(): VitePlugin;
/** CSS minified by esbuild, as the browser bundles ship the runner stylesheet. */
export declare function minifyCss(css: string): string;
export declare function browserPlugins(options?: { minify?: boolean; react?: 'preact' | 'react' }): Plugin[];
export declare const libraryBuild: RollupOptions;
export declare const scriptBuild: RollupOptions;
declare const builds: RollupOptions[];
export default builds;
