import type { MeditationConfig } from '@stillpoint/sdk/catalog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// The hosted app's Program card and base styles: the one exception to "nothing imports the app" (.dependency-cruiser.cjs).
import { ProgramCard } from '../../hosted-app/src/features/builders/ProgramCard';
import '../../hosted-app/src/ui/styles.css';
import { SIT_WALK_SIT } from './sessions';

/** The meditation builder's Program card with the config it edits kept here, as the builder keeps it. */
function Builder({ config }: { readonly config: MeditationConfig }) {
  const [program, setProgram] = useState(config);
  return (
    <main style={{ padding: '1.5rem', maxWidth: '40rem', margin: '0 auto', minHeight: '100vh' }}>
      <ProgramCard config={program} onChange={setProgram} />
    </main>
  );
}

/**
 * The meditation builder's segment editor (issue 31): each segment's kind, length and bells, moved with ↑ ↓ and
 * removed with buttons, the program's timeline and total above. The app's own component and stylesheet.
 */
const meta = {
  title: 'App/Meditation builder/Segment editor',
  component: Builder,
  args: { config: SIT_WALK_SIT },
} satisfies Meta<typeof Builder>;

export default meta;
type Story = StoryObj<typeof meta>;

const caption = (canvasElement: HTMLElement) => canvasElement.querySelector('.timeline__caption');

export const ThreeSegments: Story = {
  play: async ({ canvasElement }) => {
    await expect(caption(canvasElement)).toHaveTextContent('9 min in all · Sit 3, Walk 2, Sit 4');
    await expect(within(canvasElement).getByRole('heading', { name: 'Segment 2 · Walk · 2 min' })).toBeVisible();
  },
};

export const Edited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move segment 2 later' }));
    await expect(caption(canvasElement)).toHaveTextContent('9 min in all · Sit 3, Sit 4, Walk 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove segment 3' }));
    await expect(caption(canvasElement)).toHaveTextContent('7 min in all · Sit 3, Sit 4');
    await userEvent.click(canvas.getByRole('button', { name: '+ Add segment' }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const random = canvas.getByRole('slider', { name: 'Random bells of segment 2' });
    random.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(caption(canvasElement)).toHaveTextContent('· 2 random bells');
  },
};
