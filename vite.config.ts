// Builds the studio (ui/) into dist/studio, which the lake serves at `/` (server/routes/studio.ts).
// `vite` alone runs a dev server that forwards the lake API to a lake on port 3333.
import {resolve} from 'node:path'
import {defineConfig} from 'vite'
import {isScanBuild, plannedChunk, startupChunkPlugin} from './scripts/startupChunk.ts'
import {compileHintBanner} from './scripts/compileHints.ts'
import {portableTextChunksPlugin} from './scripts/portableTextChunks.ts'
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
    // A long rich-text body re-renders one chunk of blocks per keystroke, not all of them.
    portableTextChunksPlugin(),
    // Brotli and gzip copies beside every text file of the build, made once here so the lake
    // serves them without compressing per request (server/routes/studio.ts, preCompressed).
    // The scan build that plans the chunks writes nothing, so it needs neither.
    ...(isScanBuild()
      ? []
      : [
          compression({algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|txt|map)$/, threshold: 0}),
          // A first load's code in one file, the structure tool's in one, its panes' in one (scripts/startupChunk.ts).
          startupChunkPlugin([
            {name: 'structure', entries: /ui[\\/]structure[\\/]StructureToolView\.tsx$/},
            {name: 'panes', entries: /ui[\\/]structure[\\/](DocumentListPane|document[\\/]DocumentPane)\.tsx$/},
          ]),
        ]),
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
    // The initial route is budgeted at 240 KB gzip (PERFORMANCE.md); tests/e2e check it. Its code
    // is one file on purpose (scripts/startupChunk.ts), about 720 KB before compression.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Compressing the build (brotli at its best) runs beside the other plugins' last hooks and
      // sometimes makes them look slow: that report would only be noise in `npm start`.
      checks: {bundlerTimings: false},
      output: {
        // The rich-text editor's chunk is compiled as it streams in (scripts/compileHints.ts).
        // The startup chunks measured no faster with the hint, so they are left to V8's heuristics.
        postBanner: compileHintBanner(['PortableTextInput']),
        codeSplitting: {
          // The plan names every module of a group itself: a group pulling in its modules'
          // dependencies would move startup code into a lazy chunk.
          includeDependenciesRecursively: false,
          // What a first load and an opened document run, in as few files as possible
          // (scripts/startupChunk.ts); the rest splits on its own, by the lazy imports.
          groups: [{name: plannedChunk, debugName: 'planned'}],
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
