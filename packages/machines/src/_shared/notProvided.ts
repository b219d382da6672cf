// The stand-in every machine uses for an actor the app has not supplied yet.

/**
 * The app supplies every side effect with `machine.provide(...)`. Until then an actor rejects with
 * this message (each machine treats that like any failed call) and an action does nothing.
 */
export const notProvided = (machineId: string, name: string) => (): Promise<never> =>
  Promise.reject(
    new Error(`${machineId}Machine: provide the '${name}' actor with ${machineId}Machine.provide()`),
  );
