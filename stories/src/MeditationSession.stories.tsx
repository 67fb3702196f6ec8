import type { Meta, StoryObj } from '@storybook/react-vite';
import { createManualClock, type ManualClock } from '@stillpoint/sdk/core';
import { MeditationSession } from '@stillpoint/sdk/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BODY_SCAN, SIT_WALK_SIT, TEN_MINUTES, ZEN } from './sessions';
import { advance, phaseOf } from './advance';
import { endSession } from './endSession';

/** The whole meditation runner, ring and zen views, on a manual clock the play functions move. */
const meta = {
  title: 'Runners/Meditation/Session',
  component: MeditationSession,
  args: { config: BODY_SCAN, vibration: false, onComplete: fn(), onStop: fn(), onBell: fn() },
  loaders: [async () => ({ clock: createManualClock() })],
  render: (args, { loaded }) => (
    <div style={{ height: '100vh' }}>
      <MeditationSession {...args} clock={(loaded as { clock: ManualClock }).clock} />
    </div>
  ),
} satisfies Meta<typeof MeditationSession>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BodyScan: Story = {
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(phaseOf(canvasElement)).toHaveTextContent('Pranayama Breathing'));
    await advance(loaded, 130_000);
    await expect(phaseOf(canvasElement)).toHaveTextContent('Body Scan');
    await expect(canvasElement.querySelector('.sp-guidance')).not.toBeNull();
  },
};

export const CompletesWithBells: Story = {
  args: { config: { ...TEN_MINUTES, duration: 1, bells: { enabled: true, start: 'tibetan-bowl', interval: 0, end: 'zen-gong', type: 'tibetan-bowl' } } },
  play: async ({ canvasElement, args, loaded }) => {
    await advance(loaded, 60_000);
    await expect(phaseOf(canvasElement)).toHaveTextContent('Session Complete');
    await expect(args.onBell).toHaveBeenCalledTimes(2);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

export const Zen: Story = {
  args: { config: ZEN },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Zen Mode')).toBeVisible();
    await advance(loaded, 180_000);
    const timer = canvasElement.querySelector('[part="zen-timer"]')!;
    await expect(timer.className).toContain('sp-hidden');
    await userEvent.click(canvasElement.querySelector('.sp-zen-stack')!);
    await expect(timer.className).not.toContain('sp-hidden');
    // The controls fade in over 1.5 s.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'End Session' })).toBeVisible(), { timeout: 3000 });
    await advance(loaded, 3000);
    await expect(canvasElement.querySelector('.sp-controls')!.className).toContain('sp-transparent');
  },
};

export const ZenEnd: Story = {
  args: { config: ZEN },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(canvasElement.querySelector('.sp-zen-stack')!);
    await endSession(canvasElement);
    await expect(args.onStop).toHaveBeenCalledTimes(1);
    await expect(phaseOf(canvasElement)).toHaveTextContent('Session Ended');
  },
};

/** The silent timer counts up until the sitter ends it; End completes the session. */
export const SilentTimer: Story = {
  args: { config: { ...TEN_MINUTES, openEnded: true, bells: { enabled: true, start: 'tibetan-bowl', interval: 1, end: 'zen-gong', type: 'tibetan-bowl' } } },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await advance(loaded, 125_000);
    await expect(canvas.getByRole('timer')).toHaveTextContent('02:05');
    await endSession(canvasElement);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(phaseOf(canvasElement)).toHaveTextContent('Session Complete');
  },
};

/** A program of segments (issue 31): the segment under way with its time left, each announced as it begins, its own bells. */
export const Program: Story = {
  args: { config: SIT_WALK_SIT },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(phaseOf(canvasElement)).toHaveTextContent('Sit · 3:00 left'));
    await advance(loaded, 200_000);
    await expect(phaseOf(canvasElement)).toHaveTextContent('Walk · 1:40 left');
    await expect(canvas.getByRole('status')).toHaveTextContent('Walk, part 2 of 3, 2 minutes');
    await expect(canvas.getByRole('timer')).toHaveTextContent('05:40');
    await advance(loaded, 340_000);
    await expect(phaseOf(canvasElement)).toHaveTextContent('Session Complete');
    // The segments' starts (3), the minutes 1 and 2 of the first sit, every minute of the last (3) and the end bell.
    await expect(args.onBell).toHaveBeenCalledTimes(9);
  },
};
