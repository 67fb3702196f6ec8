import type { Meta, StoryObj } from '@storybook/react-vite';
import { AMBIENT_OPTIONS, BREATHING_PRESET_CONFIGS, BREATHING_TECHNIQUES, CUE_SOUNDS, VISUAL_GUIDES } from '@stillpoint/sdk/catalog';
import { expect, waitFor } from 'storybook/test';
import { documentedArgTypes } from './manifestArgTypes';
import { elementIn, shadowText, sharedArgTypes, WidgetElement, type AttributeArgs } from './WidgetElement';

/** `<breath-session>`: the breathing runner as a custom element, one control per attribute. */
function BreathSession(args: AttributeArgs) {
  return <WidgetElement tag="breath-session" args={args} />;
}

const meta = {
  title: 'Widgets/breath-session',
  component: BreathSession,
  // The docs table's rows (descriptions, values, defaults) from custom-elements.json; the controls here.
  argTypes: documentedArgTypes('breath-session', {
    preset: { control: 'select', options: [undefined, ...Object.keys(BREATHING_PRESET_CONFIGS)], description: 'A breathing preset; not with technique.' },
    technique: { control: 'select', options: [undefined, ...BREATHING_TECHNIQUES], description: 'A technique; starts from its preset.' },
    pattern: { control: 'text', description: 'inhale-hold-exhale-hold seconds ("4-7-8-0", "5-5"), with technique custom or none.' },
    rounds: { control: { type: 'number', min: 1, max: 20 }, description: 'Length in rounds; not with minutes.' },
    minutes: { control: { type: 'number', min: 1, max: 30 }, description: 'Length in minutes.' },
    'visual-guide': { control: 'select', options: [undefined, ...VISUAL_GUIDES] },
    ambient: { control: 'select', options: [undefined, ...AMBIENT_OPTIONS] },
    'cue-sound': { control: 'select', options: [undefined, ...CUE_SOUNDS] },
    ...sharedArgTypes,
  }),
} satisfies Meta<typeof BreathSession>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourSevenEight: Story = {
  args: { technique: '4-7-8', rounds: 2, 'time-scale': 20 },
  play: async ({ canvasElement }) => {
    const host = await elementIn(canvasElement, 'breath-session');
    await waitFor(() => expect(shadowText(host, '[part="round"]')).toBe('Round 1 of 2'));
    await waitFor(() => expect(host.events).toContain('session-complete'), { timeout: 5000 });
    await expect(shadowText(host, '[part="phase"]')).toBe('Session Complete');
    await expect(host.events!.filter((name) => name === 'session-phase-change')).toHaveLength(6);
    await expect(host.events![0]).toBe('session-start');
  },
};

export const WaitsForStart: Story = { args: { technique: 'box', autostart: 'off', 'visual-guide': 'wave' } };

export const InvalidAttribute: Story = {
  args: { technique: 'box', rounds: 99 },
  play: async ({ canvasElement }) => {
    const host = await elementIn(canvasElement, 'breath-session');
    // Visitors read one calm line; the attribute names go to the console and the session-error event.
    await waitFor(() => expect(host.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe("This session can't start"));
    await waitFor(() => expect(host.events).toContain('session-error'));
  },
};
