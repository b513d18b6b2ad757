import { pino, type Logger } from 'pino'

export type { Logger }

/** The process logger: JSON lines on stdout. Request logs never carry a client address. */
export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'password'], remove: true },
    },
    destination as pino.DestinationStream | undefined,
  )
}
