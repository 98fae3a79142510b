import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Source bytes under which a chunk shared by several pages is copied into each of them. */
const INLINE_MAX_BYTES = 8 * 1024;

/** Only stateless code is copied: icons, presentational components, pure helpers. */
const STATELESS =
  /[\\/](?:node_modules[\\/](?:lucide-react|clsx|class-variance-authority|tailwind-merge)|src[\\/](?:common|client[\\/]components))[\\/]/;
/** Components with module state: the toast store, the tooltip's delay, the query client's context. */
const STATEFUL = /[\\/]components[\\/](?:ui[\\/]use-toast|ui[\\/]tooltip|query-provider)\./;
const keepSingle = (id: string) => !STATELESS.test(id) || STATEFUL.test(id);

const UI_BASE =
  /[\\/](?:node_modules[\\/](?:lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])|@radix-ui[\\/]react-(?:slot|compose-refs)[\\/]|clsx|tailwind-merge|class-variance-authority)|src[\\/]client[\\/](?:lib[\\/]cn|components[\\/]ui[\\/]button)\.)/;

const PAGE_DATA =
  /[\\/]src[\\/]client[\\/](?:lib[\\/](?:api-client|auth-storage|query-keys|query-client|redirect|catalogue-queries|review-queries|images|service-types|availability|use-disclosure|hydration)|components[\\/]query-provider)\./;

/**
 * lucide's icons are drawn by the project's own Icon (components/ui/lucide-icon.tsx,
 * docs/decisions/0104): the same markup, its shapes written once per icon instead of drawn as
 * elements each time. Only lucide's own icon factory is pointed at it.
 */
const lucideIcon: Plugin = {
  name: 'attune-lucide-icon',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      source === './Icon.mjs' &&
      importer &&
      /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.mjs$/.test(importer)
    ) {
      return path.resolve(import.meta.dirname, 'src/client/components/ui/lucide-icon.tsx');
    }
    return null;
  },
};

/**
 * React Router's package points every import at its development build, whose only difference is
 * `ENABLE_DEV_WARNINGS = true`: warnings checked (and their messages built) on every render, and the
 * development-only error screens in the bundle (upstream remix-run/react-router#14102). A build takes
 * the production build beside it; the dev server and the tests keep the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// Two builds (scripts/build-client.mjs): the browser bundle in dist/client, and with `--ssr` the
// server-rendering entry in dist/ssr that the API server loads to draw public pages.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [lucideIcon, react(), tailwindcss()],
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  // The server bundle takes lucide's icons in, as the browser's does: left external, Node loaded the
  // package's whole 1.3 MB CommonJS build on the first page drawn (detecting its module format,
  // lexing its exports, evaluating every icon), about 250 ms of the first /browse after a start.
  // React Router is taken in too, so that the server draws pages with its production build (above).
  ssr: { noExternal: ['lucide-react', 'react-router'] },
  build: isSsrBuild
    ? { outDir: '../../dist/ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
        // One stylesheet, linked from index.html (and inlined into server-rendered pages), that no
        // chunk claims: split per chunk, the lazily imported application chunk names it as its own,
        // and Vite's preload helper would load it a second time on a page that already inlines it,
        // restyling the whole page after its first paint.
        cssCodeSplit: false,
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              // Small shared pieces (an icon, a card, a formatter) are copied into the chunks that use
              // them instead of each being a request of its own (docs/decisions/0084). Modules that hold
              // state (contexts, stores, caches) must stay single: they are never copied.
              experimentalInlineCommonChunks: { maxSize: INLINE_MAX_BYTES, exclude: keepSingle },
              groups: [
                // Every public page reads its data through TanStack Query: one chunk, not eight.
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
                // What every button and icon is made of.
                { name: 'ui', test: UI_BASE },
                // The small modules through which every public page reads its data.
                { name: 'data', test: PAGE_DATA },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
}));
