/** `npm run dev`: every app with hot reload (rsbuild dev) and the API with tsx watch. Ctrl-C stops all. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { APPS, ROOT, SHELL } from './lib/apps';
import { appPort } from './lib/siteSettings';

const children: ChildProcess[] = [];
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

children.push(spawn(bin('tsx'), ['watch', 'api/src/server.ts'], { cwd: ROOT, stdio: 'inherit' }));
for (const app of APPS) {
  children.push(
    spawn(bin('rsbuild'), ['dev'], {
      cwd: path.join(ROOT, app.dir),
      env: { ...process.env, PORT: String(appPort(app)) },
      stdio: 'inherit',
    }),
  );
}
console.log(`dev: open http://localhost:${appPort(SHELL)}`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
