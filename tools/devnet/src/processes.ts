// Child processes the devnet starts (anvil, the bundler) never outlive it: each is killed when this
// process exits, and a watchdog kills it even when this process is killed outright.
import { type ChildProcess, spawn } from 'node:child_process'

const running = new Set<ChildProcess>()
let exitHookInstalled = false

/** Kills every child still running when this process exits, whatever the reason. */
function installExitHook() {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL')
  })
}

/** Kills `child` when this process exits; resolves once the child has exited. */
export function track(child: ChildProcess): Promise<void> {
  installExitHook()
  running.add(child)
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  exited.then(() => running.delete(child))
  return exited
}

/**
 * A tiny shell that waits on a pipe from this process and kills `pid` when the pipe closes, so the
 * child dies even if this process is killed with SIGKILL and no exit handler runs.
 */
export function spawnWatchdog(pid: number): ChildProcess {
  const watchdog = spawn('sh', ['-c', `read _; kill -9 ${pid} 2>/dev/null`], {
    stdio: ['pipe', 'ignore', 'ignore'],
  })
  watchdog.on('error', () => {}) // best effort: stop() and the exit hook still cover normal exits
  watchdog.unref()
  ;(watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.()
  return watchdog
}
