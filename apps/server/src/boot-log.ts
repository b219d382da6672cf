import type { Logger } from './platform/db/embedded';

/** Plain console lines for boot and CLI messages, before the app's pino logger exists. */
export function bootLogger(level: string): Logger {
  const debug = level === 'debug' || level === 'trace';
  const quiet = level === 'silent' || level === 'fatal' || level === 'error';
  return {
    info: (m) => !quiet && console.log(m),
    warn: (m) => level !== 'silent' && console.warn(m),
    debug: (m) => debug && console.log(m),
  };
}
