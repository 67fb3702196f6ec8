import { SessionTypeChooser } from '../features/builders/SessionTypeChooser';
import { pageMeta } from '../lib/pageMeta';

export const meta = () => pageMeta({ title: 'Build Session', description: 'Choose what to build, a breathing pattern or a meditation.', path: '/app/build', noindex: true });

export default function Route() {
  return <SessionTypeChooser />;
}
