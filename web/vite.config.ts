import { createHash } from 'node:crypto';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Names the build in index.html (`<meta name="web-build">`, spec §4 website update): a hash of every
 * output file's name, which carry their content's hash, so any change to the app is a new build id and
 * a rebuild of the same sources is the same one. The server reads it from the index.html it serves and
 * tells its sockets; a tab whose own meta differs offers to refresh.
 */
function webBuildId(): Plugin {
  return {
    name: 'web-build-id',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const names = Object.keys(context.bundle).sort().join('\n');
        const build = createHash('sha256').update(names).digest('hex').slice(0, 16);
        return [{ tag: 'meta', attrs: { name: 'web-build', content: build }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), webBuildId()],
  build: { outDir: 'dist', emptyOutDir: true, reportCompressedSize: true },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
