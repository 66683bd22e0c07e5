/**
 * npm run check:deploy: what CI can prove about the containers without a Docker engine.
 * docker-compose.yml validates against the compose specification (dclint), and the nginx
 * configs of the shell and remote images pass `nginx -t` (when nginx is installed).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { APPS, ROOT } from './lib/apps';
import { nginxBinary, testNginxConfig } from './lib/nginx';

execFileSync(path.join(ROOT, 'node_modules', '.bin', 'dclint'), ['docker-compose.yml'], {
  cwd: ROOT,
  stdio: 'inherit',
});
console.log('docker-compose.yml: valid (dclint)');

const nginx = nginxBinary();
function fail(error: unknown): never {
  console.error((error as Error).message);
  process.exit(1);
}

if (!nginx) {
  console.log('nginx is not installed: nginx -t skipped (CI installs it: apt-get install nginx)');
} else {
  try {
    testNginxConfig(
      nginx,
      APPS.map((app, index) => ({
        kind: app.remote ? 'remote' : 'shell',
        root: path.join(ROOT, app.dir, 'dist'),
        port: 18080 + index,
        shellOrigin: 'http://localhost:3000',
      })),
    );
  } catch (error) {
    fail(error);
  }
  console.log('nginx configs of the shell and remote images: nginx -t ok');
}
