import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two builds (scripts/build-client.mjs): the browser bundle in dist/client, and with `--ssr` the
// server-rendering entry in dist/ssr that the API server loads to draw public pages.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
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
      },
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
}));
