import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compiledCatalogues } from './scripts/compiled-catalogues.ts';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [compiledCatalogues(), react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Kept beside the build for operators, never referenced by the scripts nor served (plugins/spa.ts).
    sourcemap: 'hidden',
    target: 'es2022',
    reportCompressedSize: false,
    // Which file each language's messages were built into: the server names the page language's in the page (plugins/spa.ts).
    manifest: true,
  },
  // The server's renderer (dist/ssr/) carries its libraries in itself.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/healthz': 'http://localhost:5000' },
  },
});
