import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps';

export type NginxKind = 'shell' | 'remote';

export interface NginxSite {
  kind: NginxKind;
  /** The folder served (a build's dist). */
  root: string;
  port: number;
  shellOrigin: string;
  /** The headers file write-runtime-config.sh wrote for this site (see writeContainerStart). */
  securityHeaders: string;
  /** The shell's render server (host:port), which nginx sends every page to. */
  renderUpstream?: string;
}

const TEMPLATES = path.join(ROOT, 'deploy', 'nginx');

/** The Debian nginx binary, when this machine has it (CI installs it; `npm start` never needs it). */
export function nginxBinary(): string | null {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'])
    if (candidate && fs.existsSync(candidate)) return candidate;
  return null;
}

/** The container's server block, filled in as the nginx image's envsubst step fills it in. */
export function renderServer(site: NginxSite): string {
  const template = fs.readFileSync(path.join(TEMPLATES, `${site.kind}.conf.template`), 'utf8');
  const values: Record<string, string> = {
    PORT: String(site.port),
    ROOT: site.root,
    SHELL_ORIGIN: site.shellOrigin,
    SECURITY_HEADERS: site.securityHeaders,
    RENDER_UPSTREAM: site.renderUpstream ?? '127.0.0.1:9',
  };
  return template.replace(
    /\$\{(PORT|ROOT|SHELL_ORIGIN|SECURITY_HEADERS|RENDER_UPSTREAM)\}/g,
    (_, name: string) => values[name] as string,
  );
}

/**
 * What the image's start script does before nginx starts: writes the security headers to
 * `securityHeaders` and, for the shell, runtime-config.json into `root`. `env` is the
 * container's (API_URL, CATALOG_URL, ...); returns the headers file.
 */
export function writeContainerStart(kind: NginxKind, root: string, securityHeaders: string, env: NodeJS.ProcessEnv) {
  execFileSync('sh', [path.join(TEMPLATES, 'write-runtime-config.sh')], {
    env: { PATH: process.env.PATH, ...env, APP_KIND: kind, ROOT: root, SECURITY_HEADERS: securityHeaders },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return securityHeaders;
}

/** A whole nginx.conf around the server blocks, with every path nginx writes inside `dir`. */
function mainConfig(dir: string, servers: string[]): string {
  const temp = (name: string) => path.join(dir, name);
  return `pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${servers.join('\n')}
}
`;
}

function writeConfig(servers: NginxSite[]): { dir: string; file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-nginx-'));
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, mainConfig(dir, servers.map(renderServer)));
  return { dir, file };
}

/** `nginx -t` on the configs the containers use; throws with nginx's own message on failure. */
export function testNginxConfig(nginx: string, servers: NginxSite[]): void {
  const { dir, file } = writeConfig(servers);
  try {
    execFileSync(nginx, ['-t', '-q', '-p', dir, '-c', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`nginx -t failed:\n${(error as { stderr?: Buffer }).stderr?.toString() ?? error}`, {
      cause: error,
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves one site with nginx in the foreground until stopped. */
export async function startNginx(nginx: string, site: NginxSite): Promise<{ close(): Promise<void> }> {
  const { dir, file } = writeConfig([site]);
  const child: ChildProcess = spawn(nginx, ['-p', dir, '-c', file, '-g', 'daemon off;'], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    try {
      await fetch(`http://127.0.0.1:${site.port}/`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${site.port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
