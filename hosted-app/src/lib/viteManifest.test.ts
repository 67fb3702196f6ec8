import { describe, expect, it } from 'vitest';
import { chunkFiles, type ViteManifest } from './viteManifest';

// Vite's build manifest as the client build writes it (the parts that matter here).
const manifest: ViteManifest = {
  'src/routes/home.tsx?__react-router-build-client-route': { file: 'assets/home-1.js', imports: ['_app-core-2.js', '_home-3.js'], css: ['assets/home-4.css'] },
  '_app-core-2.js': { file: 'assets/app-core-2.js', imports: ['_framework-5.js'], css: ['assets/app-core-6.css'] },
  '_home-3.js': { file: 'assets/home-3.js', imports: ['_framework-5.js'] },
  '_framework-5.js': { file: 'assets/framework-5.js' },
  'src/routes/homework.tsx': { file: 'assets/homework-7.js' },
};

describe('chunkFiles', () => {
  it("gives a module's chunk, every chunk it imports however deep (once each), and their styles, as URLs", () => {
    expect(chunkFiles(manifest, 'src/routes/home.tsx')).toEqual({
      module: '/assets/home-1.js',
      imports: ['/assets/app-core-2.js', '/assets/framework-5.js', '/assets/home-3.js'],
      css: ['/assets/home-4.css', '/assets/app-core-6.css'],
    });
  });

  it('finds a module by its whole path, not by a path it begins', () => {
    expect(chunkFiles(manifest, 'src/routes/homework.tsx').module).toBe('/assets/homework-7.js');
  });

  it('says which module it could not find', () => {
    expect(() => chunkFiles(manifest, 'src/routes/gone.tsx')).toThrow('src/routes/gone.tsx');
  });
});
