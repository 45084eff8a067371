import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/*
 * The client is written against React 19's API and shipped on Preact 11 through its compat layer
 * (ADR 0019): React DOM alone is 60 KB of the 100 KB first-download budget. CLIENT_RUNTIME=react
 * builds the same code on React DOM, to tell a Preact difference from a bug of ours.
 */
const clientRuntime = process.env.CLIENT_RUNTIME ?? 'preact';
if (clientRuntime !== 'preact' && clientRuntime !== 'react') {
  throw new Error(`CLIENT_RUNTIME must be "preact" (the default) or "react", not "${clientRuntime}"`);
}
const onPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: { alias: clientRuntime === 'preact' ? onPreact : [] },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Kept beside the build for operators, never referenced by the scripts nor served (plugins/spa.ts).
    sourcemap: 'hidden',
    target: 'es2022',
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/healthz': 'http://localhost:5000' },
  },
});
