/**
 * One value per process, whichever bundle asks: the admin's hooks, the backend's route handlers
 * and the start-up code may load a module in different server bundles, and must share the value.
 */
export function processWide<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>
  const key = Symbol.for(name)
  return (store[key] ??= create())
}
