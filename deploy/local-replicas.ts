/**
 * Several Trilha processes on one Postgres behind nginx from the system's packages, on this
 * machine (issue 34; `npm run replicas`, bench/load.ts): what docker-compose.replicas.yml runs,
 * without Docker. nginx runs unprivileged in a temporary prefix of its own, in the foreground,
 * with the very rules the compose file mounts (deploy/nginx/trilha-server.conf and
 * trilha-upstream.conf); only the upstream list (127.0.0.1 ports instead of `app:3000`) and the
 * port it listens on are written here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../api/src/config';
import { type ServerProcess, startServerProcess } from '../api/test/server-process';

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
const SHARED_RULES = join(REPO_ROOT, 'deploy/nginx/trilha-server.conf');
const SHARED_UPSTREAM_RULES = join(REPO_ROOT, 'deploy/nginx/trilha-upstream.conf');

export interface Replicas {
  /** nginx's address: what a browser (or the bench) opens. */
  origin: string;
  servers: ServerProcess[];
  nginxPid: number;
  /** Settles when any of the processes ends by itself (a crash): which one, and its output. */
  failed: Promise<string>;
  stop(): Promise<void>;
}

export interface ReplicaOptions {
  processes: number;
  /** nginx's port on 127.0.0.1 (or `host`). */
  port: number;
  host?: string;
  /** The API processes' ports: port+1, port+2… when true; free ports chosen by the system when false. */
  numberedPorts?: boolean;
  /** Added to every API process's environment (DATABASE_URL at least). */
  env: Record<string, string | undefined>;
  nodeArgs?: string[];
  /** The checkout whose API runs (startServerProcess). */
  root?: string;
}

/** nginx's whole configuration: its own paths in `prefix`, the upstream, the shared rules. */
function nginxConfig(prefix: string, listen: string, upstreams: string[]): string {
  return `# Written by deploy/local-replicas.ts: nginx runs in ${prefix}, in the foreground.
daemon off;
worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream trilha {
${upstreams.map((address) => `    server ${address};`).join('\n')}
    include ${SHARED_UPSTREAM_RULES};
  }
  server {
    listen ${listen};
    include ${SHARED_RULES};
  }
}
`;
}

/** Starts nginx on `conf`; resolves once it answers on `origin`, or rejects with its log. */
async function startNginx(prefix: string, conf: string, origin: string): Promise<ChildProcess> {
  // -e: the error log before the configuration is read is ours too (not /var/log/nginx).
  const child = spawn(NGINX_BINARY, ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited with ${code} (log in ${prefix})`))),
  );
  exited.catch(() => {});
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answered = await Promise.race([
      fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      ),
      exited,
    ]);
    if (answered) return child;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not answer on ${origin} within 10 s (log in ${prefix})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // SIGQUIT is nginx's graceful stop; it still closes the long event streams at once.
  child.kill('SIGQUIT');
  await exited;
}

/**
 * Starts `processes` API processes (each with TRUST_PROXY=1: nginx is the one proxy) one after
 * the other — the first applies the migrations, the rest find them done — then nginx in front.
 */
export async function startReplicas(options: ReplicaOptions): Promise<Replicas> {
  const host = options.host ?? '127.0.0.1';
  const servers: ServerProcess[] = [];
  const prefix = mkdtempSync(join(tmpdir(), 'trilha-nginx-'));
  // When run as root, nginx's workers run as `nobody`: they must reach their temp folders.
  chmodSync(prefix, 0o755);
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    if (nginx) await stopChild(nginx);
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    for (let i = 1; i <= options.processes; i++) {
      const port = options.numberedPorts ? String(options.port + i) : '0';
      servers.push(
        await startServerProcess(
          { ...options.env, PORT: port, HOST: '127.0.0.1', TRUST_PROXY: '1' },
          { nodeArgs: options.nodeArgs ?? [], ...(options.root && { root: options.root }) },
        ),
      );
    }
    const conf = join(prefix, 'nginx.conf');
    const upstreams = servers.map((server) => new URL(server.origin).host);
    writeFileSync(conf, nginxConfig(prefix, `${host}:${options.port}`, upstreams));
    const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${options.port}`;
    nginx = await startNginx(prefix, conf, origin);
    const running = nginx;
    const nginxEnded = new Promise<string>((resolve) =>
      running.once('exit', (code) => resolve(`nginx exited with ${code}`)),
    );
    const failed = Promise.race([
      nginxEnded,
      ...servers.map((server, i) =>
        server.exited.then(
          ({ code, output }) => `API process ${i + 1} exited with ${code}:\n${output.slice(-2000)}`,
        ),
      ),
    ]);
    return { origin, servers, nginxPid: running.pid ?? 0, failed, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
