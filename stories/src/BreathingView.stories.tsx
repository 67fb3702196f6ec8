import type { Meta, StoryObj } from '@storybook/react-vite';
import { BreathingView, DIMMED_TEXT } from '@stillpoint/sdk/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Frame } from './Frame';
import { plans, stateAt } from './sessions';

/** The breathing runner's picture pinned at moments of real plans (no timer runs). */
const meta = {
  title: 'Runners/Breathing/Phases',
  component: BreathingView,
  args: {
    guide: 'circle',
    state: stateAt(plans.fourSevenEight, { at: 2000 }),
    onPause: fn(),
    onResume: fn(),
    onEnd: fn(),
    onRelease: fn(),
    onStart: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <Frame label="4-7-8 Breathing" dimmed={parameters.dimmed === true}>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof BreathingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  args: { state: stateAt(plans.fourSevenEight, { idle: true }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const Inhale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Inhale')).toBeVisible();
    await expect(canvas.getByText('2')).toBeVisible();
    await expect(canvas.getByText('Round 1 of 8')).toBeVisible();
  },
};
export const Hold: Story = { args: { state: stateAt(plans.fourSevenEight, { at: 7000 }) } };
export const Exhale: Story = { args: { state: stateAt(plans.fourSevenEight, { at: 15_000 }), guide: 'lungs' } };
export const LaterRound: Story = {
  args: { state: stateAt(plans.fourSevenEight, { at: 2 * 19_000 + 1000 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Round 3 of 8')).toBeVisible();
  },
};
export const HoldAfterExhale: Story = { args: { state: stateAt(plans.box, { at: 13_000 }) } };
export const SecondInhale: Story = { args: { state: stateAt(plans.sigh, { at: 2500 }), guide: 'lungs' } };

export const Paused: Story = {
  args: { state: stateAt(plans.fourSevenEight, { at: 5000, paused: true }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await expect(args.onResume).toHaveBeenCalledTimes(1);
  },
};

export const RapidBreathing: Story = { args: { state: stateAt(plans.deepReset, { at: 31_000 }), guide: 'wave' } };

/** The deep-reset breath hold waits for the user: "Release & Breathe". */
export const BreathHold: Story = {
  args: { state: stateAt(plans.deepReset, { at: 75_000 }), guide: 'wave' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Breath Hold')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Release & Breathe' }));
    await expect(args.onRelease).toHaveBeenCalledTimes(1);
  },
};
export const RecoveryBreath: Story = { args: { state: stateAt(plans.deepReset, { releaseAt: 90_000, at: 95_000 }), guide: 'wave' } };
export const RestBetweenRounds: Story = { args: { state: stateAt(plans.deepReset, { releaseAt: 90_000, at: 110_000 }), guide: 'wave' } };

export const Complete: Story = {
  args: { state: stateAt(plans.fourSevenEight, { at: 152_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Session Complete')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'End Session' })).toBeNull();
  },
};
export const Ended: Story = { args: { state: stateAt(plans.fourSevenEight, { at: 30_000, stopped: true }) } };

/** After 120 s without a tap the runner dims. */
export const Dimmed: Story = {
  parameters: { dimmed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: DIMMED_TEXT })).toBeVisible();
  },
};
