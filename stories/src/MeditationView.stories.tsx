import type { Meta, StoryObj } from '@storybook/react-vite';
import { DIMMED_TEXT, MeditationView } from '@stillpoint/sdk/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Frame } from './Frame';
import { plans, stateAt } from './sessions';

/** The meditation runner pinned through a 13-minute body scan: 2 min pranayama, 10 min, 1 min transition. */
const meta = {
  title: 'Runners/Meditation/Phases',
  component: MeditationView,
  args: {
    state: stateAt(plans.bodyScan, { at: 30_000 }),
    total: plans.bodyScan.total,
    onPause: fn(),
    onResume: fn(),
    onEnd: fn(),
    onStart: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <Frame label="10 min Meditation + Pranayama" dimmed={parameters.dimmed === true}>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof MeditationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { args: { state: stateAt(plans.bodyScan, { idle: true }) } };
export const Pranayama: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pranayama Breathing')).toBeVisible();
    await expect(canvas.getByText('12:30')).toBeVisible();
  },
};
export const Meditation: Story = { args: { state: stateAt(plans.bodyScan, { at: 300_000 }) } };

/** A guided type's prompt shows for 8 s. */
export const GuidanceCard: Story = {
  args: { state: stateAt(plans.bodyScan, { at: 132_000 }) },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('.sp-guidance');
    await expect(card).not.toBeNull();
    await expect(card!.textContent!.length).toBeGreaterThan(10);
  },
};
export const GentleTransition: Story = { args: { state: stateAt(plans.bodyScan, { at: 750_000 }) } };
export const Paused: Story = { args: { state: stateAt(plans.bodyScan, { at: 400_000, paused: true }) } };
export const Complete: Story = {
  args: { state: stateAt(plans.bodyScan, { at: 780_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Session Complete')).toBeVisible();
    await expect(canvas.getByText('00:00')).toBeVisible();
  },
};
export const EndSession: Story = {
  args: { state: stateAt(plans.bodyScan, { at: 200_000 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // End Session asks once; onEnd comes with End now.
    await userEvent.click(canvas.getByRole('button', { name: 'End Session' }));
    await expect(canvas.getByRole('group', { name: 'End this session?' })).toBeVisible();
    await expect(args.onEnd).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'End now' }));
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
};

/** After 120 s without a tap the ring runner dims too; the countdown keeps running underneath. */
export const Dimmed: Story = {
  args: { state: stateAt(plans.bodyScan, { at: 420_000 }) },
  parameters: { dimmed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: DIMMED_TEXT })).toBeVisible();
  },
};
