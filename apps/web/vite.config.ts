/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loginPreload } from './build/login-preload.ts';
import { precompress } from './build/precompress.ts';
import { loginBudget, LOGIN_ROUTE_SOURCES } from './build/login-budget.ts';
import { routeChunk } from './build/route-chunk.ts';
import { appIcons } from './build/app-icons.ts';
import { compileHints } from './build/compile-hints.ts';
import { englishSubset } from './build/english-subset.ts';
import { serviceWorker } from './build/service-worker-build.ts';
import { stableMantineIds } from './build/stable-mantine-ids.ts';
import { SIGNED_IN_FIRST_SOURCES, signedInLean } from './build/signed-in-lean.ts';

const signedOut = routeChunk('signed-out', LOGIN_ROUTE_SOURCES);
// What a signed-in visit renders first, in one chunk (build/signed-in-lean.ts checks what it must not hold). The
// toasts' container is among them: left to the bundler, it shared a hook of Mantine's with the organizer
// builder's chunk group, and every signed-in page downloaded and ran the builder's, organizers' and signing's
// chunks (312 KB of JavaScript) before its first screen (issue 36).
const signedIn = routeChunk('signed-in', SIGNED_IN_FIRST_SOURCES);

/**
 * The server serves the built app under /app (every unknown /app/* path gets index.html), so the bundle is
 * built for that base. In development the Vite server forwards /api to the Fastify server on port 3000.
 */
export default defineConfig({
  base: '/app/',
  plugins: [
    react(),
    stableMantineIds(),
    englishSubset(),
    signedOut.plugin,
    signedIn.plugin,
    loginPreload(),
    loginBudget(),
    signedInLean(),
    appIcons(),
    serviceWorker(),
    compileHints(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The login budget (build/login-budget.ts) walks it from index.html's entry.
    manifest: true,
    // The server's CSP is `script-src 'self'`: never inline the module preload polyfill.
    modulePreload: { polyfill: false },
    // Vite warns past 500 kB of minified JS, which the first `npm start` printed to the operator, who can do
    // nothing about it. The initial chunk is one file on purpose (below) and what a visitor downloads is held by
    // the login budget in brotli bytes (build/login-budget.ts); the lazy chunks (SheetJS, a language) load only
    // where needed. The warning stays for a chunk that doubles.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything index.html's entry imports statically in one file: left to the bundler, each module
          // it shares with a lazy screen (React Router, i18next, TanStack Query, Mantine's core...) is a file
          // of its own, ~20 requests where a browser on a slow network pays a round trip for each (issue 17).
          groups: [
            { name: 'app', tags: ['$initial'] },
            signedOut.group,
            signedIn.group,
            // Signing's screens (issue 31) share most of their modules: one chunk, not one per shared piece,
            // so the entry's list of lazy files (which the login page downloads) grows by one name.
            { name: 'signing', test: /[\\/]features[\\/]signing[\\/]/ },
            // Organizers' answer and review screens (issue 33) likewise; the builder (with dnd-kit) is one chunk
            // apart, so a client's phone never downloads it.
            {
              name: 'organizers',
              test: /[\\/]features[\\/]organizers[\\/](?!components[\\/](builder|send)[\\/]|routes[\\/]organizer-template)/,
            },
            {
              name: 'organizer-builder',
              test: /[\\/]features[\\/]organizers[\\/](components[\\/](builder|send)[\\/]|routes[\\/]organizer-template)|[\\/]@dnd-kit[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Rendering whole screens in jsdom on a busy 2-core CI machine can take seconds; these are not speed checks.
    testTimeout: 20_000,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // tus-js-client names its browser build only in package.json's `browser` field, which the bundle follows but
    // a jsdom test does not (it got the Node build, with Node's http, not XMLHttpRequest).
    alias: [
      {
        find: /^tus-js-client$/,
        replacement: fileURLToPath(
          new URL('../../node_modules/tus-js-client/lib.esm/browser/index.js', import.meta.url),
        ),
      },
    ],
  },
});
