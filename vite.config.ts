import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';

// Settings shows the version, so a player can tell an update happened: package.json's unless set.
process.env['VITE_APP_VERSION'] ||= String(JSON.parse(readFileSync('package.json', 'utf8')).version);

export default defineConfig({
  plugins: [
    preact(),
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
      },
    }),
  ],
  build: { target: 'es2022', manifest: true },
  preview: { port: 4173, strictPort: true },
});
