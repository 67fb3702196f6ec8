import { userEvent, within } from 'storybook/test';

/** Ends the story's runner as a person does: End Session, then "End now" when it asks. */
export async function endSession(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'End Session' }));
  await userEvent.click(canvas.getByRole('button', { name: 'End now' }));
}
