// The published build of @stillpoint/sdk: one ES module per source file (so bundlers tree-shake
// per module and `import('../audio')` stays a separate chunk), dependencies left external. No source
// maps: the modules are unminified and keep their names and layout, so they read as they are (the maps
// were 40% of the unpacked package, and the declaration maps pointed at src/, which is not shipped).
import esbuild from 'rollup-plugin-esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];

export default {
  input: {
    index: 'src/index.ts',
    'core/index': 'src/core/index.ts',
    'catalog/index': 'src/catalog/index.ts',
    'audio/index': 'src/audio/index.ts',
    'react/index': 'src/react/index.ts',
  },
  external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
  plugins: [esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.build.json' })],
  output: { dir: 'dist', format: 'es', preserveModules: true, preserveModulesRoot: 'src', sourcemap: false },
  onwarn(warning, warn) {
    if (warning.code === 'CIRCULAR_DEPENDENCY') throw new Error(warning.message);
    warn(warning);
  },
};
