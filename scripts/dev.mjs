// `npm run dev`: the API with reload on change (tsx watch) beside Vite's dev server with hot reload.
// Open http://localhost:5173; Vite forwards /api and /socket.io to the API on :3000.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: process.env.PORT ?? '3000',
      APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
