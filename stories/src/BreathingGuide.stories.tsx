import type { Meta, StoryObj } from '@storybook/react-vite';
import { BreathingGuide } from '@stillpoint/sdk/react';
import { expect } from 'storybook/test';
import { Frame } from './Frame';

/** The three visual guides at empty, half and full lungs, moving and still (reduced motion). */
const meta = {
  title: 'Guides/BreathingGuide',
  component: BreathingGuide,
  args: { guide: 'circle', level: 0.5, reducedMotion: false },
  argTypes: {
    guide: { control: 'inline-radio', options: ['circle', 'lungs', 'wave'] },
    level: { control: { type: 'range', min: 0, max: 1, step: 0.05 } },
  },
  decorators: [
    (Story) => (
      <Frame label="Visual guide">
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof BreathingGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CircleEmpty: Story = { args: { guide: 'circle', level: 0 } };
export const CircleHalf: Story = {
  args: { guide: 'circle', level: 0.5 },
  play: async ({ canvasElement }) => {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const shape = canvasElement.querySelector('.sp-guide-shape')!;
    await expect(getComputedStyle(shape).transform).not.toBe('none');
  },
};
export const CircleFull: Story = {
  args: { guide: 'circle', level: 1 },
  play: async ({ canvasElement }) => {
    const guide = canvasElement.querySelector<HTMLElement>('.sp-guide')!;
    await expect(guide.style.getPropertyValue('--sp-scale')).toBe('1.0000');
  },
};
export const LungsEmpty: Story = { args: { guide: 'lungs', level: 0 } };
export const LungsFull: Story = { args: { guide: 'lungs', level: 1 } };
export const WaveLow: Story = { args: { guide: 'wave', level: 0.1 } };
export const WaveHigh: Story = { args: { guide: 'wave', level: 0.9 } };
export const WithCountdown: Story = {
  args: { guide: 'circle', level: 0.7, children: <span className="sp-countdown">3</span> },
};

/** Under reduced motion the shape keeps its size; the fill brightens with the breath instead. */
export const ReducedMotionCircle: Story = {
  args: { guide: 'circle', level: 1, reducedMotion: true },
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('.sp-guide-shape')!;
    await expect(getComputedStyle(shape).transform).toBe('none');
  },
};
export const ReducedMotionLungs: Story = { args: { guide: 'lungs', level: 0.3, reducedMotion: true } };
export const ReducedMotionWave: Story = { args: { guide: 'wave', level: 0.6, reducedMotion: true } };

/** No prop: the system setting alone stills the guide (the story test runs this one with reduced motion on). */
export const SystemReducedMotion: Story = {
  args: { guide: 'circle', level: 0.5 },
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('.sp-guide-shape')!;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(shape).transform === 'none').toBe(reduced);
  },
};
