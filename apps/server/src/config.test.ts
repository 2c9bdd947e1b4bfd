import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('LOG_LEVEL');
      expect(problems).toContain('DATABASE_URL');
    }
  });

  it('refuses the dev outbox in production', () => {
    expect(loadConfig({ DEV_OUTBOX: 'on' }).devOutbox).toBe(true);
    expect(() => loadConfig({ DEV_OUTBOX: 'on', NODE_ENV: 'production' })).toThrow(ConfigError);
  });

  it('takes PUBLIC_URL only as a bare origin', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://cars.example.com' }).publicUrl).toBe('https://cars.example.com');
    expect(() => loadConfig({ PUBLIC_URL: 'https://cars.example.com/path' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
  });

  it('takes STORAGE_URL only as an s3:// bucket URL, and keeps files on the disk without it', () => {
    expect(loadConfig({}).storageUrl).toBeUndefined();
    const url = 's3://media?endpoint=http://127.0.0.1:9000&region=eu-west-1';
    expect(loadConfig({ STORAGE_URL: url }).storageUrl).toBe(url);
    for (const bad of ['/var/media', 's3://bucket/folder', 's3://b?endpoint=file:///x']) {
      expect(() => loadConfig({ STORAGE_URL: bad })).toThrow(/STORAGE_URL/);
    }
  });
});
