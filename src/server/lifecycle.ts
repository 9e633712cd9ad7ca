/**
 * Work to finish when the server stops (connections of its own to close), registered by code in
 * Next's bundles and run by the HTTP server, which owns the process. Shared on `globalThis`.
 */
type Task = () => unknown

const KEY = Symbol.for('sora.shutdown-tasks')

const tasks = (): Set<Task> => {
  const holder = globalThis as typeof globalThis & { [KEY]?: Set<Task> }
  return (holder[KEY] ??= new Set())
}

export function onShutdown(task: Task): void {
  tasks().add(task)
}

/** Runs every registered task (failures are ignored: the process is stopping anyway). */
export async function runShutdownTasks(): Promise<void> {
  const pending = [...tasks()]
  tasks().clear()
  await Promise.all(pending.map(async (task) => task()).map((done) => done.catch(() => undefined)))
}
