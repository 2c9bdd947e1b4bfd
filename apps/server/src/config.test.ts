import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://cars.example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
};

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

  it('keeps metrics off the public side: a port of their own, on a private address in production (decision 0272)', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT: must not be the public/);
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics?.host).toBe('0.0.0.0');
    expect(() => loadConfig({ ...PRODUCTION, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      /METRICS_HOST: must be a private address/,
    );
    expect(loadConfig({ ...PRODUCTION, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics?.host).toBe(
      '10.0.0.5',
    );
  });

  it('takes a replica only beside the primary it replicates, and traces only with an endpoint', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://replica/market' })).toThrow(/needs DATABASE_URL/);
    const config = loadConfig({
      DATABASE_URL: 'postgres://db/market',
      DATABASE_REPLICA_URL: 'postgres://replica/market',
    });
    expect(config.databaseReplicaUrl).toBe('postgres://replica/market');
    expect(config.tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: 'vehicle-export-marketplace',
    });
  });

  it('refuses the dev outbox in production', () => {
    expect(loadConfig({ DEV_OUTBOX: 'on' }).devOutbox).toBe(true);
    expect(() => loadConfig({ ...PRODUCTION, DEV_OUTBOX: 'on' })).toThrow(ConfigError);
  });

  it('refuses demo data in production', () => {
    expect(loadConfig({}).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(() => loadConfig({ ...PRODUCTION, DEMO_DATA: 'on' })).toThrow(
      'DEMO_DATA: must not be on when NODE_ENV is production',
    );
  });

  it('refuses production without PUBLIC_URL and SMTP_URL, naming both at once', () => {
    try {
      loadConfig({ NODE_ENV: 'production' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toContainEqual(expect.stringMatching(/^PUBLIC_URL: required when NODE_ENV is production/));
      expect(problems).toContainEqual(expect.stringMatching(/^SMTP_URL: required when NODE_ENV is production/));
    }
    expect(loadConfig(PRODUCTION).production).toBe(true);
  });

  it('lists the production problems together with the bad values', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PORT: 'eighty', DEV_OUTBOX: 'on' })).toThrow(
      /PORT[\s\S]*DEV_OUTBOX[\s\S]*PUBLIC_URL[\s\S]*SMTP_URL/,
    );
  });

  it('uses a fixed local origin when PUBLIC_URL is unset outside production', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
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

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or 0', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true" and anything that is not an address', () => {
    for (const value of ['true', '*', '10.0.0.0/33', 'proxy.example.com', '-1', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});
