import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Offline and deterministic: no telemetry, no "what's new" fetches.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  // Workspace packages resolve to their TypeScript sources (the "source" export condition).
  viteFinal: (vite) => mergeConfig(vite, { resolve: { conditions: ['source', ...defaultClientConditions] } }),
};

export default config;
