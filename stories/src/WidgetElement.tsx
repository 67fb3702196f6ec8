import { defineWidgets, SESSION_EVENTS } from '@stillpoint/widgets';
import { useEffect, useRef } from 'react';
import { expect, waitFor } from 'storybook/test';

defineWidgets();

/** A story's controls: one per attribute, as text, number or on/off. */
export type AttributeArgs = Readonly<Record<string, string | number | boolean | undefined>>;

/** Every event the element dispatched, kept on the element for the play functions. */
export type Recorded = HTMLElement & { events?: string[] };

/** The controls as the element's attributes: a flag on is present and empty, off is absent. */
function attributesOf(args: AttributeArgs): Array<[string, string]> {
  return Object.entries(args).flatMap(([name, value]): Array<[string, string]> => {
    if (value === undefined || value === false || value === '') return [];
    return [[name, value === true ? '' : String(value)]];
  });
}

/** Made by hand, as a host page would: listeners first, then attributes, then into the page. */
export function WidgetElement({ tag, args }: { tag: 'breath-session' | 'meditation-timer'; args: AttributeArgs }) {
  const box = useRef<HTMLDivElement>(null);
  const attributes = JSON.stringify(attributesOf(args));
  useEffect(() => {
    const element = document.createElement(tag) as Recorded;
    element.events = [];
    for (const name of SESSION_EVENTS) element.addEventListener(name, (event) => element.events!.push(event.type));
    for (const [name, value] of JSON.parse(attributes) as Array<[string, string]>) element.setAttribute(name, value);
    box.current!.append(element);
    return () => element.remove();
  }, [tag, attributes]);
  return <div ref={box} style={{ minHeight: '100vh' }} />;
}

/** The element once the story's effect has put it in the page (a play function may start before effects run). */
export async function elementIn(canvasElement: HTMLElement, tag: string): Promise<Recorded> {
  let found: Recorded | null = null;
  await waitFor(() => expect((found = canvasElement.querySelector<Recorded>(tag))).not.toBeNull());
  return found!;
}

export const shadowText = (host: HTMLElement, selector: string) => host.shadowRoot?.querySelector(selector)?.textContent ?? null;

/** Controls shared by both elements. */
export const sharedArgTypes = {
  sound: { control: 'boolean', description: 'Play sounds (loads the audio engine).' },
  'sound-base-url': { control: 'text', description: 'URL of the folder with assets.json and the sound files.' },
  autostart: { control: 'select', options: [undefined, 'on', 'off'], description: 'Start on the page (default), or wait for Start.' },
  'time-scale': { control: { type: 'number', min: 1, max: 3600 }, description: 'Session seconds per real second (demos).' },
  'settle-in': { control: { type: 'number', min: 0, max: 60 }, description: 'Seconds of "Get comfortable" before the first phase.' },
  theme: { control: 'select', options: [undefined, 'dark', 'light', 'auto'], description: 'The palette: dark (default), light, or auto.' },
} as const;
