/**
 * The signed-in frame's and home's stylesheets (AppShell.tsx, Selector.tsx), imported by the routes that render
 * them rather than by the components: their code is in the file every page loads with the root (vite.config.ts,
 * app-core), and a stylesheet imported there would be linked by every page, the prerendered public ones too.
 */
import './shell.css';
import '../selector/selector.css';
