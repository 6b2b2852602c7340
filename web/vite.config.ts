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

/**
 * The app in a few chunks by area, not one per screen and per shared module (about 320, of which a
 * signed-in lobby fetched 111, many under 1 KB: an icon, a small API module). Each was a request and a
 * script to compile; now the lobby fetches three (npm run bench:ttu: a phone's lobby usable in 3.6 s
 * instead of 4.7). Screens stay lazy (`lazyScreen`, spec §4's loader and retries): a screen whose area
 * is loaded opens at once. Higher priority takes a module first, and a group takes the modules its own
 * ones import unless a higher one has them, so shared code sits in the most basic area:
 * - shell: what the first screen needs, the landing pages included (the entry chunk; a guest on a
 *   landing loads only it);
 * - app: the player's screens and what they use;
 * - games: the house games' screens and the fairness verifier (the lobby fetches it too, once loaded).
 * Left to themselves, each in its own chunks: the back office (staff only), the statistics charts and the
 * sandbox provider's game page.
 */
const OWN_CHUNKS = /\/features\/(admin|statistics|provider-sandbox)\/|\/node_modules\/uplot\//;
const GAMES = /\/features\/(games|provablyfair)\/|\/packages\/fairness\//;
const codeSplitting = {
  groups: [
    { name: 'shell', priority: 3, tags: ['$initial' as const] },
    { name: 'app', priority: 2, test: (id: string) => !OWN_CHUNKS.test(id) && !GAMES.test(id) },
    { name: 'games', priority: 1, test: (id: string) => GAMES.test(id) },
  ],
};

export default defineConfig({
  plugins: [react(), tailwindcss(), webBuildId()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: true,
    rolldownOptions: { output: { codeSplitting } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
