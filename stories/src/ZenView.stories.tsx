import type { Meta, StoryObj } from '@storybook/react-vite';
import { ZenView } from '@stillpoint/sdk/react';
import { expect, fn, within } from 'storybook/test';
import { Frame } from './Frame';
import { plans, stateAt } from './sessions';

/** The zen view's states: label showing, label gone, faded to the circle, controls after a tap, finished. */
const meta = {
  title: 'Runners/Meditation/Zen',
  component: ZenView,
  args: {
    state: stateAt(plans.zen, { at: 2000 }),
    total: plans.zen.total,
    labelVisible: true,
    faded: false,
    controlsVisible: false,
    reducedMotion: false,
    onPause: fn(),
    onResume: fn(),
    onEnd: fn(),
  },
  decorators: [
    (Story) => (
      <Frame label="20 min Meditation">
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof ZenView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Zen Mode')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('19:58');
  },
};
export const LabelFaded: Story = { args: { state: stateAt(plans.zen, { at: 60_000 }), labelVisible: false } };
export const FadedToCircle: Story = {
  args: { state: stateAt(plans.zen, { at: 200_000 }), labelVisible: false, faded: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="timer"]')).not.toBeVisible();
  },
};
export const FadedReducedMotion: Story = { args: { ...FadedToCircle.args, reducedMotion: true } };
export const ControlsAfterTap: Story = {
  args: { state: stateAt(plans.zen, { at: 200_000 }), labelVisible: false, faded: true, controlsVisible: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'End Session' })).toBeVisible();
  },
};
export const Complete: Story = { args: { state: stateAt(plans.zen, { at: plans.zen.total }), labelVisible: false, faded: true } };
