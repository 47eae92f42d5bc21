// Development: the API with reload on port 3000 and the Vite dev server on 5173 proxying /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--env-file-if-exists=.env', '--watch', '--import', 'tsx', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: '', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', cwd: 'apps/web' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
