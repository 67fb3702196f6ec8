import { cpSync, createReadStream, existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The sound files the SDK ships (`@stillpoint/sdk/sounds/*`): the audio engine reads them from /sounds/. */
const soundsDir = join(dirname(createRequire(import.meta.url).resolve('@stillpoint/sdk/package.json')), 'sounds');
const shipped = (name: string) => name.endsWith('.ogg') || name === 'assets.json' || name === 'CREDITS.md';

/**
 * Serves the SDK's sounds at /sounds/ during development and copies them into the client build, so the
 * app's sessions sound with nothing committed twice.
 */
export function sdkSounds(): Plugin {
  return {
    name: 'stillpoint-sdk-sounds',
    configureServer(server) {
      server.middlewares.use('/sounds', (request, response, next) => {
        const name = decodeURIComponent((request.url ?? '').split('?')[0]!.replace(/^\//, ''));
        if (!shipped(name) || name.includes('/') || !existsSync(join(soundsDir, name))) return next();
        response.setHeader('Content-Type', name.endsWith('.ogg') ? 'audio/ogg' : name.endsWith('.json') ? 'application/json' : 'text/markdown');
        createReadStream(join(soundsDir, name)).pipe(response);
      });
    },
    writeBundle(options) {
      // Only the browser's build carries assets (prerendering builds a server bundle too).
      if (this.environment.name !== 'client' || !options.dir) return;
      for (const name of readdirSync(soundsDir).filter(shipped)) cpSync(join(soundsDir, name), join(options.dir, 'sounds', name));
    },
  };
}
