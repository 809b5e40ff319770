/**
 * npm run replicas [-- --processes 2 --port 8080] — several API processes on DATABASE_URL behind
 * nginx, on this machine (README "More than one server"; deploy/local-replicas.ts). Ctrl-C or
 * SIGTERM stops everything; if one process ends by itself, the rest are stopped too.
 */
import { parseArgs } from 'node:util';
import { startReplicas } from '../deploy/local-replicas';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const processes = Number(values.processes);
const port = Number(values.port);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'npm run replicas needs DATABASE_URL (a Postgres server the processes share), e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/trilha npm run replicas',
  );
  process.exit(1);
}
if (!Number.isInteger(processes) || processes < 1 || processes > 32) {
  console.error('--processes must be a whole number from 1 to 32');
  process.exit(1);
}
if (!Number.isInteger(port) || port < 1 || port + processes > 65_535) {
  console.error('--port must be a port number with room for the processes after it');
  process.exit(1);
}

const origin = `http://${values.host === '0.0.0.0' ? 'localhost' : values.host}:${port}`;
const replicas = await startReplicas({
  processes,
  port,
  host: values.host,
  numberedPorts: true,
  env: { DATABASE_URL: databaseUrl, APP_URL: process.env.APP_URL ?? origin },
}).catch((error: unknown) => {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
});
console.log(
  `Trilha: ${processes} processes (${replicas.servers.map((server) => server.origin).join(', ')}) behind nginx on ${origin}`,
);

let stopping = false;
async function stop(reason: string, code: number) {
  if (stopping) return;
  stopping = true;
  console.log(`${reason}: stopping nginx and the API processes`);
  await replicas.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop('SIGINT', 0));
process.on('SIGTERM', () => void stop('SIGTERM', 0));
void replicas.failed.then((what) => {
  if (!stopping) {
    console.error(what);
    void stop('a process ended', 1);
  }
});
