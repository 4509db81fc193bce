import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';

// Settings shows the version, so a player can tell an update happened: package.json's unless set.
process.env['VITE_APP_VERSION'] ||= String(JSON.parse(readFileSync('package.json', 'utf8')).version);

/**
 * The Content-Security-Policy the built app ships in its page: everything from its own origin, no
 * inline script, nothing fetched from elsewhere, no plugins, no forms, no base change. (Images may
 * be `data:` and `blob:` URLs; styles set from script through the CSSOM are not inline styles.)
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "media-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/** Puts the CSP first in the built page's head (not in development, whose server injects inline scripts). */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'fairground-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' }],
    },
  };
}

export default defineConfig({
  plugins: [
    preact(),
    contentSecurityPolicy(),
    VitePWA({
      registerType: 'prompt',
      strategies: 'generateSW',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        name: 'Fairground: table games for one phone',
        short_name: 'Fairground',
        description: 'Four table games that one phone runs for a whole group, passed hand to hand, with no signal.',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#8a2b0f',
        background_color: '#fbf6ec',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,json,woff2,txt}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first worker takes the page that installed it at once, so that tab plays offline right
        // after "Ready to play offline". A new version still waits (no skipWaiting) until the player
        // presses Update: claiming only ever happens when a worker activates, which an update does
        // only then.
        clientsClaim: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    manifest: true,
    // No modulepreload polyfill: every browser the app runs in preloads modules itself, or simply loads them when imported.
    modulePreload: { polyfill: false },
    // Preact and its signals, which every screen uses, in one chunk (one file, compressed once) rather than two.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'preact', test: /node_modules[\\/](preact|@preact[\\/]signals)/ }] } } },
  },
  preview: { port: 4173, strictPort: true },
});
