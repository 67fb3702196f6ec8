import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  // A docs page for every element and runner (its props or attributes, and its stories), for designers.
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // Every story is checked by axe after its play function; a violation fails the story.
    a11y: { test: 'error' },
  },
};

export default preview;
