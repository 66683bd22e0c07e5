/**
 * npm run check:deploy: what CI can prove about the containers without a Docker engine.
 * docker-compose.yml validates against the compose specification (dclint), and the nginx
 * configs of the shell and remote images pass `nginx -t` (when nginx is installed), and every
 * Node.js base image is an LTS line before its end of life.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, ROOT } from './lib/apps';
import { nginxBinary, testNginxConfig, writeContainerStart } from './lib/nginx';
import { nodeBaseImageProblems } from './lib/nodeSupport';

execFileSync(path.join(ROOT, 'node_modules', '.bin', 'dclint'), ['docker-compose.yml'], {
  cwd: ROOT,
  stdio: 'inherit',
});
console.log('docker-compose.yml: valid (dclint)');

// The images run a Node.js line that still gets security fixes.
const baseImages = nodeBaseImageProblems(ROOT, ['api/Dockerfile', 'deploy/web.Dockerfile']);
if (baseImages.length) {
  for (const { file, image, problem } of baseImages) console.error(`${file}: ${image}: ${problem}`);
  process.exit(1);
}
console.log('Dockerfiles: every Node.js base image is a supported LTS line');

const nginx = nginxBinary();
function fail(error: unknown): never {
  console.error((error as Error).message);
  process.exit(1);
}

if (!nginx) {
  console.log('nginx is not installed: nginx -t skipped (CI installs it: apt-get install nginx)');
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-check-deploy-'));
  try {
    // The start script runs as in the shell's container, with the compose file's defaults.
    const containerEnv = {
      API_URL: 'http://localhost:4000',
      ...Object.fromEntries(
        APPS.flatMap((app) =>
          app.remote ? [[`${app.remote.toUpperCase()}_URL`, `http://localhost:${app.port}/mf-manifest.json`]] : [],
        ),
      ),
    };
    const sites = APPS.map((app, index) => {
      const kind = app.remote ? 'remote' : 'shell';
      return {
        kind,
        root: path.join(ROOT, app.dir, 'dist'),
        port: 18080 + index,
        shellOrigin: 'http://localhost:3000',
        securityHeaders: writeContainerStart(kind, dir, path.join(dir, `${app.dir}.inc`), containerEnv),
      } as const;
    });
    // The shell's container also serves the API's front.
    const shell = sites.find((site) => site.kind === 'shell') as (typeof sites)[number];
    testNginxConfig(nginx, [...sites, { ...shell, kind: 'api', port: 18090, apiUpstream: '127.0.0.1:4000' }]);
  } catch (error) {
    fail(error);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log("nginx configs of the shell's (with the API's front) and the remotes' images: nginx -t ok");
}
