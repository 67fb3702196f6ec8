import type { Meta, StoryObj } from '@storybook/react-vite';
import { createManualClock, type ManualClock } from '@stillpoint/sdk/core';
import { BreathingSession, DIMMED_TEXT } from '@stillpoint/sdk/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEEP_RESET, FOUR_SEVEN_EIGHT, SIGH } from './sessions';
import { advance, phaseOf } from './advance';
import { endSession } from './endSession';

/**
 * The whole breathing runner. Interaction stories run on a manual clock (loaded fresh for each
 * render) that their play function moves, so they test behaviour at exact session times.
 */
const meta = {
  title: 'Runners/Breathing/Session',
  component: BreathingSession,
  args: { config: FOUR_SEVEN_EIGHT, vibration: false, onStart: fn(), onPhaseChange: fn(), onComplete: fn(), onStop: fn() },
  loaders: [async () => ({ clock: createManualClock() })],
  render: (args, { loaded }) => (
    <div style={{ height: '100vh' }}>
      <BreathingSession {...args} clock={(loaded as { clock: ManualClock }).clock} />
    </div>
  ),
} satisfies Meta<typeof BreathingSession>;

export default meta;
type Story = StoryObj<typeof meta>;


export const FourSevenEight: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    // The session starts in an effect after the first render: wait for it, as a visitor would.
    await waitFor(() => expect(phaseOf(canvasElement)).toHaveTextContent('Inhale'));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await advance(loaded, 4000);
    await expect(phaseOf(canvasElement)).toHaveTextContent('Hold');
    await advance(loaded, 15_000);
    await expect(canvas.getByText('Round 2 of 8')).toBeVisible();
  },
};

export const PauseAndResume: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause' }));
    await advance(loaded, 30_000);
    await expect(phaseOf(canvasElement)).toHaveTextContent('Paused');
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await advance(loaded, 4000);
    await expect(phaseOf(canvasElement)).toHaveTextContent('Hold');
  },
};

export const EndSession: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    await advance(loaded, 10_000);
    await endSession(canvasElement);
    await expect(args.onStop).toHaveBeenCalledWith({ title: '4-7-8 Breathing', kind: 'breathing', elapsed: 10_000, total: 152_000, reason: 'user' });
    await expect(phaseOf(canvasElement)).toHaveTextContent('Session Ended');
  },
};

export const DeepResetRelease: Story = {
  args: { config: DEEP_RESET },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await advance(loaded, 70_000);
    await expect(phaseOf(canvasElement)).toHaveTextContent('Breath Hold');
    await userEvent.click(canvas.getByRole('button', { name: 'Release & Breathe' }));
    await expect(phaseOf(canvasElement)).toHaveTextContent('Recovery Breath');
  },
};

export const IdleDimming: Story = {
  args: { config: { ...FOUR_SEVEN_EIGHT, duration: { type: 'rounds', value: 20 } } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await advance(loaded, 120_000);
    const dim = canvas.getByRole('button', { name: DIMMED_TEXT });
    await expect(dim).toBeVisible();
    await userEvent.click(dim);
    await expect(canvas.queryByRole('button', { name: DIMMED_TEXT })).toBeNull();
  },
};

export const Completes: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    await advance(loaded, 152_000);
    await expect(phaseOf(canvasElement)).toHaveTextContent('Session Complete');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onPhaseChange).toHaveBeenCalledTimes(24);
  },
};

export const LungsGuide: Story = { args: { config: SIGH } };
export const ReducedMotion: Story = { args: { reducedMotion: true } };

/** On the real browser clock, sped up 20 times: the guide moves as it does in use. */
export const LiveAccelerated: Story = {
  args: { config: { ...FOUR_SEVEN_EIGHT, duration: { type: 'rounds', value: 2 } }, timeScale: 20 },
  render: (args) => (
    <div style={{ height: '100vh' }}>
      <BreathingSession {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(phaseOf(canvasElement)).toHaveTextContent('Session Complete'), { timeout: 5000 });
  },
};

export const InvalidConfig: Story = {
  args: { config: { ...FOUR_SEVEN_EIGHT, customPattern: { inhale: 0, hold: 7, exhale: 8, holdAfterExhale: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/Inhale/);
  },
};
