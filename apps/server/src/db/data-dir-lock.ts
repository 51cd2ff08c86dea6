import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

/** Why a PGlite data folder cannot be used; the message says what to do. */
export class DataDirError extends Error {
  override name = 'DataDirError'
}

export const LOCK_FILE = 'latch-server.lock'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes the PGlite data folder for this process. PGlite serves one process at a time and does not
 * lock its folder itself, so a second server on the same folder would corrupt it: the lock file
 * holds the owner's pid, a lock left by a process that no longer runs is taken over. Creating the
 * folder and the lock file also proves the folder is writable. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE)
  const fail = (what: string, error: unknown): never => {
    const code = (error as NodeJS.ErrnoException).code ?? String(error)
    throw new DataDirError(
      `PGlite data folder ${dataDir} ${what} (${code}); give a writable folder with --data-dir or LATCH_DATA_DIR`,
    )
  }
  try {
    mkdirSync(dataDir, { recursive: true })
  } catch (error) {
    fail('cannot be created', error)
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number
    try {
      fd = openSync(path, 'wx', 0o644)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return fail('is not writable', error)
      const owner = Number.parseInt(readFileSync(path, 'utf8'), 10)
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new DataDirError(
          `PGlite data folder ${dataDir} is in use by process ${owner}; PGlite serves one process at a time: stop that process or use another folder`,
        )
      }
      rmSync(path, { force: true }) // left behind by a process that is gone
      continue
    }
    try {
      writeSync(fd, String(process.pid))
    } catch (error) {
      rmSync(path, { force: true })
      fail('is not writable', error)
    } finally {
      closeSync(fd)
    }
    return () => rmSync(path, { force: true })
  }
  throw new DataDirError(`PGlite data folder ${dataDir} is being taken by another process; try again`)
}
