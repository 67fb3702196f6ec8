import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // Every story is checked by axe after its play function; a violation fails the story.
    a11y: { test: 'error' },
  },
};

export default preview;
