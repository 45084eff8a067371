// Development loop: rebuilds the client on change (vite build --watch) and restarts the server
// on change (tsx watch). Open http://localhost:5000 as usual.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };

const children = [
  spawn(bin('vite'), ['build', '--watch', '--mode', 'development'], { cwd: root, stdio: 'inherit', env }),
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
