import { spawn, type ChildProcess } from 'node:child_process';
import { stopProcess } from './apiProcess';
import { ROOT } from './apps';

export interface RenderProcessOptions {
  port: number;
  /** The shell's build, with its runtime-config.json. */
  root: string;
  apiUrl: string;
  publicOrigin: string;
  /** Serve the build's files and the shell's security headers too (no nginx in front). */
  alone: boolean;
}

/**
 * The shell's render server as its own process, as its container runs it (shell/server/main.ts):
 * it loads the remotes' node containers into itself, so it gets a process of its own.
 */
export async function spawnRenderServer(
  env: NodeJS.ProcessEnv,
  options: RenderProcessOptions,
): Promise<{ close(): Promise<void>; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'shell/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      ROOT: options.root,
      API_INTERNAL_URL: options.apiUrl,
      PUBLIC_SHELL_URL: options.publicOrigin,
      SERVE_FILES: String(options.alone),
      // The NODE_OPTIONS a test runner sets (VM modules) are not the server's.
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Its start compiles the server with tsx: over a minute on a loaded 2-core machine.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`render server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/__ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left to start later on the port: the next start there would find it taken.
      await stopProcess(child);
      throw new Error(`render server did not listen on ${options.port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { close: () => stopProcess(child), process: child };
}
