import type { Meta, StoryObj } from '@storybook/react-vite';
import { AMBIENT_OPTIONS, BELL_TYPES, MEDITATION_PRESET_CONFIGS, MEDITATION_TYPES } from '@stillpoint/sdk/catalog';
import { expect, waitFor } from 'storybook/test';
import { documentedArgTypes } from './manifestArgTypes';
import { elementIn, shadowText, sharedArgTypes, WidgetElement, type AttributeArgs } from './WidgetElement';

/** `<meditation-timer>`: the meditation runner as a custom element, one control per attribute. */
function MeditationTimer(args: AttributeArgs) {
  return <WidgetElement tag="meditation-timer" args={args} />;
}

const meta = {
  title: 'Widgets/meditation-timer',
  component: MeditationTimer,
  // The docs table's rows (descriptions, values, defaults) from custom-elements.json; the controls here.
  argTypes: documentedArgTypes('meditation-timer', {
    preset: { control: 'select', options: [undefined, ...Object.keys(MEDITATION_PRESET_CONFIGS), 'custom'] },
    minutes: { control: { type: 'number', min: 1, max: 60 }, description: 'Length of the meditation.' },
    type: { control: 'select', options: [undefined, ...MEDITATION_TYPES] },
    bells: { control: 'select', options: [undefined, 'on', 'off'], description: 'Ring bells.' },
    'bell-interval': { control: { type: 'number', min: 0, max: 15 }, description: 'Minutes between interval bells.' },
    'bell-type': { control: 'select', options: [undefined, ...BELL_TYPES] },
    ambient: { control: 'select', options: [undefined, ...AMBIENT_OPTIONS] },
    zen: { control: 'boolean', description: 'The zen view.' },
    ...sharedArgTypes,
  }),
} satisfies Meta<typeof MeditationTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneMinute: Story = {
  args: { minutes: 1, 'time-scale': 30 },
  play: async ({ canvasElement }) => {
    const host = await elementIn(canvasElement, 'meditation-timer');
    await waitFor(() => expect(host.events).toContain('session-complete'), { timeout: 5000 });
    await expect(shadowText(host, '[part="phase"]')).toBe('Session Complete');
  },
};

/** The zen view as a sitter sees it once the "Zen Mode" label has faded (5 s, then a 1.5 s fade). */
export const ZenTimer: Story = {
  args: { minutes: 20, zen: true },
  play: async ({ canvasElement }) => {
    const host = await elementIn(canvasElement, 'meditation-timer');
    const label = () => host.shadowRoot?.querySelector('[part="zen-label"]');
    await waitFor(() => expect(label()).toBeVisible(), { timeout: 5000 });
    // Checked only once the fade is over: halfway through it the label is below contrast, as any fade is.
    await waitFor(() => expect(label()).not.toBeVisible(), { timeout: 15_000 });
  },
};
