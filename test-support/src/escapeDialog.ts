import type { Locator } from 'playwright-core';
import { eventually } from './eventually';

/**
 * Closes a modal dialog with Escape, as a keyboard user does: once the dialog holds the focus, then waits until it
 * is gone. A dialog listens for Escape from the same moment it takes the focus, a frame or more after it first shows:
 * an Escape pressed the moment it shows can come before either on a loaded machine, and close nothing.
 */
export async function escapeDialog(dialog: Locator): Promise<void> {
  await eventually(() => dialog.evaluate((element) => element.contains(document.activeElement)), { what: 'the focus inside the dialog' });
  await dialog.page().keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}
