import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { DataDirError, LOCK_FILE, lockDataDir } from './data-dir-lock';

let dataDir: string;
let lockPath: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'trilha-lock-'));
  lockPath = join(dataDir, LOCK_FILE);
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Another process that takes the folder's lock and keeps running, like a second server. */
async function holdInAnotherProcess(folder: string): Promise<ChildProcess> {
  const lockModule = pathToFileURL(join(REPO_ROOT, 'api/src/db/data-dir-lock.ts')).href;
  const code = `import { lockDataDir } from ${JSON.stringify(lockModule)};
lockDataDir(process.argv[1]); console.log('held'); setInterval(() => {}, 1 << 30);`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', code, folder],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('held')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`the holder exited with ${code}:\n${output}`)));
  });
  return child;
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

function refusal(attempt: () => unknown): DataDirError {
  try {
    attempt();
  } catch (error) {
    if (error instanceof DataDirError) return error;
    throw error;
  }
  throw new Error('the lock was granted');
}

describe('the data folder lock', () => {
  it('is a file in the folder naming this process, removed on release', () => {
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockPath, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('is refused a second time in the same process, naming the folder and the process', () => {
    const lock = lockDataDir(dataDir);
    try {
      const error = refusal(() => lockDataDir(dataDir));
      expect(error.message).toContain(dataDir);
      expect(error.message).toContain(`process ${process.pid}`);
    } finally {
      lock.release();
    }
  });

  it('is refused while another running process holds it, naming that process', async () => {
    const holder = await holdInAnotherProcess(dataDir);
    const error = refusal(() => lockDataDir(dataDir));
    expect(error.message).toContain(dataDir);
    expect(error.message).toContain(`process ${holder.pid}`);
    // The refused start leaves the holder's lock alone.
    expect(JSON.parse(readFileSync(lockPath, 'utf8')).pid).toBe(holder.pid);
  }, 30_000);

  it('is taken over from a process that died without releasing it', async () => {
    const holder = await holdInAnotherProcess(dataDir);
    await killHard(holder);
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockPath, 'utf8')).pid).toBe(process.pid);
    lock.release();
  }, 30_000);

  // Linux tells a process's start time, so a lock whose pid now belongs to another process is
  // recognised as stale rather than refusing forever.
  it.runIf(existsSync('/proc/self/stat'))(
    'is taken over when its process id now belongs to another process',
    async () => {
      const holder = await holdInAnotherProcess(dataDir);
      const stale = readFileSync(lockPath, 'utf8');
      await killHard(holder);
      const elsewhere = join(dataDir, 'elsewhere');
      mkdirSync(elsewhere);
      const stranger = await holdInAnotherProcess(elsewhere);
      const reused = { ...JSON.parse(stale), pid: stranger.pid };
      writeFileSync(lockPath, JSON.stringify(reused));
      lockDataDir(dataDir).release();
    },
    30_000,
  );

  it('is taken over when its file is not a lock this app wrote', () => {
    for (const content of ['', 'garbage', '{"pid":0}', '{"pid":-1}', '{"pid":"1"}']) {
      writeFileSync(lockPath, content);
      lockDataDir(dataDir).release();
    }
  });

  it('leaves a lock that is no longer its own on release', () => {
    const lock = lockDataDir(dataDir);
    const someoneElse = JSON.stringify({ pid: 1, processStart: null, startedAt: 'earlier' });
    writeFileSync(lockPath, someoneElse);
    lock.release();
    expect(readFileSync(lockPath, 'utf8')).toBe(someoneElse);
  });
});
