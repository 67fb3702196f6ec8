import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { defaultClientConditions, mergeConfig } from 'vite';

/** The SDK's React components, whose props the docs tables describe. */
const sdkReact = fileURLToPath(new URL('../../sdk/src/react/', import.meta.url));

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Offline and deterministic: no telemetry, no "what's new" fetches.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Docs tables of the runners from their props' types: each prop with its doc comment and its default
  // (react-docgen-typescript reads types across files: the props are Omit<>s and unions of the plan runners').
  // The SDK's own props only; React's and the DOM's would bury them.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The components live in the SDK, outside this folder: read their sources, as the stories import them.
      include: [`${sdkReact}**/*.tsx`],
      exclude: ['**/*.test.tsx', '**/*.stories.tsx'],
      compilerOptions: {
        jsx: ts.JsxEmit.ReactJSX,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        target: ts.ScriptTarget.ES2022,
        customConditions: ['source'],
        strict: true,
        skipLibCheck: true,
      },
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  // Workspace packages resolve to their TypeScript sources (the "source" export condition).
  viteFinal: (vite) => mergeConfig(vite, { resolve: { conditions: ['source', ...defaultClientConditions] } }),
};

export default config;
