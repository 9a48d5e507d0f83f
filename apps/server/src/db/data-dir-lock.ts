import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * PGlite corrupts a data folder opened by two processes at once, so the folder is held with a
 * lock file naming the holder's pid. A lock whose process is gone is taken over.
 */
export function lockDataFolder(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database in ${lockFile.replace(/\.lock$/, '')} is in use by process ${holder}. ` +
            'Stop it first, or set DATA_DIR to another folder.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
