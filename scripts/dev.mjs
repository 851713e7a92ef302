// Development: the API with reload on change (port 3000) and the Vite dev server (port 5173), which
// proxies /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server.ts'], { cwd: 'apps/server', stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: 'apps/web', stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
