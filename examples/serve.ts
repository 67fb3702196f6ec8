// `npm run serve -w examples`: builds the widget script and the React app from the current sources
// and serves the three examples on one local port until stopped (the script build carries the sounds).
import { join } from 'node:path';
import { serveStatic } from '@stillpoint/test-support';
import { buildWidgetScript } from '@stillpoint/test-support/widget-script';
import { buildReactApp, examplesDir, repoDir } from './test/builds';

const widgetsDist = join(repoDir, 'widgets', 'dist');
const reactDist = join(examplesDir, 'react-app', 'dist');
await buildWidgetScript(widgetsDist);
await buildReactApp(reactDist);
const server = await serveStatic({
  '/examples/react-app/': reactDist,
  '/examples/': examplesDir,
  '/widgets/dist/': widgetsDist,
});
console.log(`Plain HTML page   ${server.url}/examples/plain-html/`);
console.log(`Partner page      ${server.url}/examples/partner-page/`);
console.log(`React app         ${server.url}/examples/react-app/`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
