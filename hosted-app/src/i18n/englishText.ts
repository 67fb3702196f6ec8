import { formatMessage, type Message, type MessageValues } from '@stillpoint/sdk/catalog';
import type { AppMessageKey } from './en';

/** How pure text functions get their words: `t` from the app's or an area's useMessages, or English where no language is chosen. */
export type TextOf<Key extends string = AppMessageKey> = (key: Key, values?: MessageValues) => string;

/** The text of an English catalog (the app's or an area's): the default of pure text functions, and their tests' reference. */
export const englishText =
  <Key extends string>(catalog: Readonly<Record<Key, Message>>): TextOf<Key> =>
  (key, values) =>
    formatMessage('en', catalog[key], values);
