import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineWidgets, SESSION_EVENTS } from '@stillpoint/widgets';
import { useEffect, useRef } from 'react';
import { expect, waitFor } from 'storybook/test';

defineWidgets();

interface WidgetArgs {
  tag: 'breath-session' | 'meditation-timer';
  attributes: Record<string, string>;
}

/** Every event the element dispatched, kept on the element for the play functions. */
type Recorded = HTMLElement & { events?: string[] };

/** Made by hand, as a host page would: listeners first, then attributes, then into the page. */
function Widget({ tag, attributes }: WidgetArgs) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = document.createElement(tag) as Recorded;
    element.events = [];
    for (const name of SESSION_EVENTS) {
      element.addEventListener(name, (event) => element.events!.push(event.type));
    }
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    box.current!.append(element);
    return () => element.remove();
  }, [tag, attributes]);
  return <div ref={box} style={{ height: '100vh' }} />;
}

/** The custom elements a partner page embeds, each with its own shadow root and DOM events. */
const meta = {
  title: 'Widgets/Custom elements',
  component: Widget,
} satisfies Meta<typeof Widget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element once the story's effect has put it in the page (a play function may start before effects run). */
async function element(canvasElement: HTMLElement, tag: string): Promise<Recorded> {
  let found: Recorded | null = null;
  await waitFor(() => expect((found = canvasElement.querySelector<Recorded>(tag))).not.toBeNull());
  return found!;
}
const shadowText = (host: HTMLElement, selector: string) => host.shadowRoot?.querySelector(selector)?.textContent ?? null;

export const BreathSession: Story = {
  args: { tag: 'breath-session', attributes: { technique: '4-7-8', rounds: '2', 'time-scale': '20' } },
  play: async ({ canvasElement }) => {
    const host = await element(canvasElement, 'breath-session');
    await waitFor(() => expect(shadowText(host, '[part="round"]')).toBe('Round 1 of 2'));
    await waitFor(() => expect(host.events).toContain('session-complete'), { timeout: 5000 });
    await expect(shadowText(host, '[part="phase"]')).toBe('Session Complete');
    await expect(host.events!.filter((name) => name === 'phase-change')).toHaveLength(6);
    await expect(host.events![0]).toBe('session-start');
  },
};

export const MeditationTimer: Story = {
  args: { tag: 'meditation-timer', attributes: { minutes: '1', 'time-scale': '30' } },
  play: async ({ canvasElement }) => {
    const host = await element(canvasElement, 'meditation-timer');
    await waitFor(() => expect(host.events).toContain('session-complete'), { timeout: 5000 });
    await expect(shadowText(host, '[part="phase"]')).toBe('Session Complete');
  },
};

export const ZenTimer: Story = { args: { tag: 'meditation-timer', attributes: { minutes: '20', zen: '' } } };

export const InvalidAttribute: Story = {
  args: { tag: 'breath-session', attributes: { technique: 'box', rounds: '99' } },
  play: async ({ canvasElement }) => {
    const host = await element(canvasElement, 'breath-session');
    // Visitors read one calm line; the attribute names go to the console and the session-error event.
    await waitFor(() => expect(host.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe("This session can't start"));
    await waitFor(() => expect(host.events).toContain('session-error'));
  },
};
