/**
 * A PostgreSQL server of its own for a benchmark: a fresh cluster in a temporary folder, listening
 * on a free loopback port only, stopped and deleted by `stop()`. Uses the newest server installed
 * from Debian's packages, found as .ci/run finds it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type ThrowawayPostgres = {
  /** postgres://postgres@127.0.0.1:PORT/postgres, no password (trust, loopback only). */
  url: string;
  /** Stops the server and deletes its folder; synchronous so it can also run as the process exits. */
  stop(): void;
};

const PG_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest installed PostgreSQL (`ls -d /usr/lib/postgresql/STAR/bin | sort -V | tail -1`). */
export function findPostgresBin(): string {
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'initdb')))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    : [];
  const newest = versions.at(-1);
  if (!newest) {
    throw new Error(
      `No PostgreSQL server found in ${PG_ROOT}/*/bin. Install one (apt-get install postgresql) or set BENCH_DATABASE_URL to a server of yours.`,
    );
  }
  return path.join(PG_ROOT, newest, 'bin');
}

/**
 * Starts the cluster. `fsync=off` (and no synchronous commit) because the data is thrown away and
 * seeding is write-heavy; it changes nothing for the read-only queries measured afterwards.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin();
  const folder = mkdtempSync(path.join(tmpdir(), 'prosper-pg-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
  const owner = process.getuid?.() === 0 ? postgresUser() : undefined;
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const run = (tool: string, args: string[]) =>
    execFileSync(path.join(bin, tool), args, { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'], ...owner });

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    try {
      if (existsSync(path.join(dataDir, 'postmaster.pid'))) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
  // However the process ends (error, process.exit after Ctrl-C), the server does not outlive it.
  process.on('exit', stop);

  try {
    // C.UTF-8: lower() and the accent folding of search documents need a UTF-8 character type.
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const port = await freeLoopbackPort();
    const options = [`-p ${port}`, '-c listen_addresses=127.0.0.1', `-k ${folder}`, '-c fsync=off', '-c synchronous_commit=off'];
    run('pg_ctl', ['-D', dataDir, '-o', options.join(' '), '-l', logFile, '-w', '-t', '60', 'start']);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (err) {
    const log = existsSync(logFile) ? `\n${readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n')}` : '';
    const output = (err as { stderr?: Buffer }).stderr?.toString() ?? '';
    stop();
    throw new Error(`Could not start a throwaway PostgreSQL from ${bin}: ${(err as Error).message}\n${output}${log}`);
  }
}

function postgresUser(): { uid: number; gid: number } {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error('Running as root, but there is no `postgres` user to run PostgreSQL as (it refuses to run as root).');
  }
}

/** A port nobody listens on now; the server takes it a moment later (a race we accept for a benchmark). */
function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
