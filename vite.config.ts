// Builds the studio (ui/) into dist/studio, which the lake serves at `/` (server/routes/studio.ts).
// `vite` alone runs a dev server that forwards the lake API to a lake on port 3333.
import {resolve} from 'node:path'
import {defineConfig} from 'vite'
import react from '@vitejs/plugin-react'
import {compression} from 'vite-plugin-compression2'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import {LOCALES} from './core/i18n/index.ts'

const LAKE_URL = process.env.STUDIO_LAKE_URL ?? 'http://127.0.0.1:3333'
/** Another studio configuration in place of studio.config.ts (browser tests of other setups). */
const CONFIG_FILE = process.env.STUDIO_CONFIG ? resolve(process.env.STUDIO_CONFIG) : null

export default defineConfig({
  root: 'ui',
  base: '/',
  publicDir: false,
  plugins: [
    // React Aria ships its built-in strings for 30+ locales; the studio speaks only its own, so
    // the rest (about 64 KB of every first load) never reaches the bundle.
    optimizeLocales.vite({locales: LOCALES.map((locale) => locale.id)}),
    react(),
    // Brotli and gzip copies beside every text file of the build, made once here so the lake
    // serves them without compressing per request (server/routes/studio.ts, preCompressed).
    compression({algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|txt|map)$/, threshold: 0}),
  ],
  resolve: {
    alias: CONFIG_FILE ? [{find: /^.*\/studio\.config\.ts$/, replacement: CONFIG_FILE}] : [],
  },
  css: {
    modules: {localsConvention: 'camelCaseOnly'},
  },
  build: {
    outDir: '../dist/studio',
    emptyOutDir: true,
    target: 'es2022',
    assetsDir: 'assets',
    // The initial route is budgeted at 240 KB gzip (PERFORMANCE.md); tests/e2e check it.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every screen runs (React, i18next, XState, rxjs) in one chunk: left to the
          // automatic split they landed in several small shared chunks as the lazy boundaries moved,
          // and each file of the first load compresses on its own (2.3 KB gzip less for a category).
          groups: [{name: 'runtime', test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect|rxjs|tslib)[\\/]/}],
        },
      },
    },
  },
  server: {
    port: 3334,
    proxy: {
      // Every lake path starts with an API version (`/v1/…`, `/vYYYY-MM-DD/…`).
      '^/v(1|\\d{4}-\\d{2}-\\d{2})/': {target: LAKE_URL, changeOrigin: false},
    },
  },
})
