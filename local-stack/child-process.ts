// A server started as a child process, as an operator would (by the integration tests and the
// benches): its caller waits for the line it prints once it listens, not for a guessed number of seconds.
import { type ChildProcess, spawn } from 'node:child_process'

export interface RunningProcess {
  child: ChildProcess
  /** Everything it has printed so far, standard output and error together. */
  output(): string
  /** Its exit code, once it has exited (null if a signal ended it). */
  exited: Promise<number | null>
  /** Sends SIGTERM unless it has already exited, and resolves with its exit code. */
  stop(): Promise<number | null>
}

/**
 * Starts `command` and resolves once its output includes `ready`. Rejects with everything it printed
 * if it exits first, or if `timeoutMs` passes.
 */
export async function startProcess(
  command: string,
  args: string[],
  { env, ready, timeoutMs }: { env: NodeJS.ProcessEnv; ready: string; timeoutMs?: number },
): Promise<RunningProcess> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const running: RunningProcess = {
    child,
    output: () => output,
    exited,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
  }
  await new Promise<void>((resolve, reject) => {
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => reject(new Error(`${command} did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(ready)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`${command} exited with ${code}:\n${output}`))
    })
  }).catch(async (error: unknown) => {
    await running.stop()
    throw error
  })
  return running
}
