import pino, { type DestinationStream } from 'pino';
import { scrubLogArguments, scrubLogValue } from './logScrubbing.ts';

/**
 * Structured logs that never carry personal data, tokens or SQL parameters (PDPA; DESIGN.md §3):
 * every logged object and every child logger's bindings are walked at any depth (logScrubbing.ts).
 * `destination` is for tests that read what the marketplace logs; stdout otherwise.
 */
export function createLogger(level: string, destination?: DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    base: { app: 'dashclip' },
    formatters: {
      log: (object) => scrubLogValue(object) as Record<string, unknown>,
      bindings: (bindings) => scrubLogValue(bindings) as pino.Bindings,
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, scrubLogArguments(args) as Parameters<typeof method>);
      },
    },
    // pino hands `err` to its serializer after the formatter: already scrubbed, keep it as it is.
    serializers: { err: scrubLogValue },
  };
  const logger = destination ? pino(options, destination) : pino(options);
  // pino applies the bindings formatter to the root's bindings only; children inherit this.
  const child = logger.child;
  logger.child = function scrubbedChild(this: typeof logger, bindings, childOptions) {
    return child.call(this, scrubLogValue(bindings) as pino.Bindings, childOptions);
  } as typeof logger.child;
  return logger;
}
