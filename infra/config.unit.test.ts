import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to port 8080, ./data and embedded mode', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.embedded).toBe(true);
    expect(config.allowDevTokens).toBe(true);
  });
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TOKEN_SECRET: 'short' })).toThrow(/TOKEN_SECRET/);
  });
  it('is distributed when a database server is named, and then refuses dev tokens', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/dashclip' });
    expect(config.embedded).toBe(false);
    expect(config.allowDevTokens).toBe(false);
  });
});
