// Development: the API with reload on change (port 3000) and the Vite dev server (port 5173), which
// proxies /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';

// The server is in production unless NODE_ENV says otherwise; here it is in development (the mail outbox).
const serverEnv = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server.ts'], { cwd: 'apps/server', stdio: 'inherit', env: serverEnv }),
  spawn('npx', ['vite'], { cwd: 'apps/web', stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
