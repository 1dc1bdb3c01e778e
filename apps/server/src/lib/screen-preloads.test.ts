import { describe, expect, it } from 'vitest';
import { type BuildManifest, screenPreloads } from './screen-preloads.ts';

// A build's manifest as Vite writes it (apps/web/dist/.vite/manifest.json), cut down to what matters here.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js', '_frame-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js', name: 'react' },
  '_frame-1.js': { file: 'assets/frame-1.js', name: 'frame', css: ['assets/frame-1.css'] },
  'src/features/events/routes/home.tsx': {
    file: 'assets/home-1.js',
    name: 'home',
    imports: ['_react-1.js', '_card-1.js'],
    css: ['assets/home-1.css'],
  },
  '_card-1.js': {
    file: 'assets/card-1.js',
    name: 'card',
    imports: ['_frame-1.js', '_stack-1.js'],
    css: ['assets/card-1.css', 'assets/frame-1.css'],
  },
  '_stack-1.js': { file: 'assets/stack-1.js', name: 'stack' },
  '_dictionary-en-1.js': { file: 'assets/dictionary-en-1.js', name: 'dictionary-en', imports: ['_react-1.js'] },
  '_dictionary-ja-1.js': { file: 'assets/dictionary-ja-1.js', name: 'dictionary-ja' },
};

describe('screenPreloads (docs/decisions.md#187)', () => {
  it("names the screen's chunk, every chunk it imports that the page does not, their styles and the language's texts", () => {
    expect(screenPreloads(manifest, 'home', 'en')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/home-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/card-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/stack-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/dictionary-en-1.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/home-1.css" />',
      '<link rel="preload" as="style" crossorigin href="/assets/card-1.css" />',
    ]);
  });

  it('takes the texts of the language the app will start in', () => {
    expect(screenPreloads(manifest, undefined, 'ja')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/dictionary-ja-1.js" />',
    ]);
  });

  it('names nothing the build does not have: a screen or texts missing from the manifest, or no manifest at all', () => {
    expect(screenPreloads(manifest, 'voting', 'en')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/dictionary-en-1.js" />',
    ]);
    expect(screenPreloads({}, 'home', 'en')).toEqual([]);
  });
});
