import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps';

/** The shell's site, a remote's, or the API's front (which runs in the shell's container). */
export type NginxKind = 'shell' | 'remote' | 'api';

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
  /** Where the shell passes /media/... (a URL ending in /): the API's /media/ or an image CDN. */
  mediaUpstream?: string;
  /** The shell's page cache (the container's is /var/cache/nginx/pages); by default beside the config. */
  pageCacheDir?: string;
  /** The shell's picture cache (/var/cache/nginx/media); by default beside the config. */
  mediaCacheDir?: string;
  /** The API's front: the API instances (host:port, or an upstream block's name). */
  apiUpstream?: string;
  /** The API's front's catalogue cache (/var/cache/nginx/catalog); by default beside the config. */
  catalogCacheDir?: string;
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
    MEDIA_UPSTREAM: `${(site.mediaUpstream ?? 'http://127.0.0.1:9/media').replace(/\/$/, '')}/`,
    PAGE_CACHE_DIR: site.pageCacheDir ?? path.join(os.tmpdir(), 'store-nginx-pages'),
    MEDIA_CACHE_DIR: site.mediaCacheDir ?? path.join(os.tmpdir(), 'store-nginx-media'),
    API_FRONT_PORT: String(site.port),
    API_UPSTREAM: site.apiUpstream ?? '127.0.0.1:9',
    CATALOG_CACHE_DIR: site.catalogCacheDir ?? path.join(os.tmpdir(), 'store-nginx-catalog'),
  };
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
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
/**
 * Where `startNginx` may log each request's upstream attempts: method, path, status, and the
 * instances tried in turn with their statuses ("127.0.0.1:4822, 127.0.0.1:4821" = resent).
 */
const UPSTREAM_LOG = `log_format upstreams '$request_method $uri $status "$upstream_addr" "$upstream_status"';`;

function mainConfig(dir: string, servers: string[], accessLog?: string): string {
  const temp = (name: string) => path.join(dir, name);
  return `pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  ${
    accessLog
      ? `${UPSTREAM_LOG}
  access_log ${accessLog} upstreams;`
      : 'access_log off;'
  }
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${servers.join('\n')}
}
`;
}

function writeConfig(servers: NginxSite[], extra: string[] = [], accessLog?: string): { dir: string; file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-nginx-'));
  fs.chmodSync(dir, 0o755); // the workers (another user) keep the page cache inside it
  const file = path.join(dir, 'nginx.conf');
  const caches = {
    pageCacheDir: path.join(dir, 'pages'),
    mediaCacheDir: path.join(dir, 'media'),
    catalogCacheDir: path.join(dir, 'catalog'),
  };
  fs.writeFileSync(
    file,
    mainConfig(dir, [...extra, ...servers.map((site) => renderServer({ ...caches, ...site }))], accessLog),
  );
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

/** An upstream pool of host:port servers; one that fails is left out for 2 s. */
export function upstreamBlock(name: string, servers: string[]): string {
  return `upstream ${name} {
${servers.map((server) => `  server ${server} max_fails=1 fail_timeout=2s;`).join('\n')}
  keepalive 32;
}`;
}

/**
 * Serves sites with nginx in the foreground until stopped (the shell's container serves two:
 * the site and the API's front); `extra` are more http-level blocks (upstream pools) in the
 * same nginx. Resolves once the first site answers.
 */
export async function startNginx(
  nginx: string,
  sites: NginxSite | NginxSite[],
  extra: string[] = [],
  /** A file to log each request's upstream attempts to (UPSTREAM_LOG); none by default. */
  accessLog?: string,
): Promise<{ close(): Promise<void> }> {
  const [site, ...more] = [sites].flat() as [NginxSite, ...NginxSite[]];
  const { dir, file } = writeConfig([site, ...more], extra, accessLog);
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
