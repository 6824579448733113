// `npm run dev`: the API with --watch on :3000 and Vite's dev server (hot reload, proxying /api) on :5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './lib/server-node-flags.ts';
import { repoRoot } from './lib/web-build.ts';

const children = [
  spawn(process.execPath, [...SERVER_NODE_FLAGS, '--watch', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'apps/server'),
    stdio: 'inherit',
  }),
  spawn(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js')], {
    cwd: path.join(repoRoot, 'apps/web'),
    stdio: 'inherit',
  }),
];
console.log('Development: open http://localhost:5173/app/ (API on http://localhost:3000)');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
