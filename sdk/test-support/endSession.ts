import { fireEvent, screen } from '@testing-library/react';

/**
 * Ends the rendered runner's session as a person does: End Session, then "End now" when it asks
 * (SessionControls). For tests about what happens after an end, not about the question itself.
 */
export function endSession(): void {
  fireEvent.click(screen.getByRole('button', { name: 'End Session' }));
  fireEvent.click(screen.getByRole('button', { name: 'End now' }));
}
