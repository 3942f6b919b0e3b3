import path from 'node:path';
import { z } from 'zod';

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.join(' or ')}`,
  );

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  KURRENTDB_URL: url(['kurrentdb:', 'esdb:', 'kurrentdb+discover:', 'esdb+discover:']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Dev tokens from `npm run dev:seed`: on by default only when embedded. */
  ALLOW_DEV_TOKENS: z.enum(['true', 'false']).optional(),
  NODE_ENV: z.string().optional(),
});

export type Config = z.infer<typeof schema> & { dataDir: string; embedded: boolean; allowDevTokens: boolean };

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Validates the environment at start; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  const embedded = !config.DATABASE_URL && !config.KURRENTDB_URL;
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    embedded,
    allowDevTokens: config.ALLOW_DEV_TOKENS
      ? config.ALLOW_DEV_TOKENS === 'true'
      : embedded && config.NODE_ENV !== 'production',
  };
}
