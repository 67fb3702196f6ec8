import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

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
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  // Workspace packages resolve to their TypeScript sources (the "source" export condition).
  viteFinal: (vite) => mergeConfig(vite, { resolve: { conditions: ['source', ...defaultClientConditions] } }),
};

export default config;
