import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/app.ts';

let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  app = await createTestApp({ webDist });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('platform', () => {
  it('reports health with the database kind and the applied migration', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      migration: expect.stringMatching(/^\d{4}_/),
    });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
  });

  it('answers unknown API paths with a localized JSON 404', async () => {
    const english = await app.inject('/api/no-such-thing');
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({
      code: 'ROUTE_NOT_FOUND',
      message: 'There is no API route GET /api/no-such-thing.',
    });

    const arabic = await app.inject({ url: '/api/no-such-thing?lang=3' });
    expect(arabic.json().message).toContain('لا يوجد مسار');
    const korean = await app.inject({ url: '/api/x', headers: { 'accept-language': 'ko-KR,ko;q=0.9' } });
    expect(korean.json().message).toContain('존재하지 않는');
    const cookie = await app.inject({ url: '/api/x', cookies: { lang: '4' } });
    expect(cookie.json().message).toContain('не существует');
  });

  it('refuses a malformed JSON body with a 400 and no stack trace', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('sets security headers on every response, errors included', async () => {
    for (const url of ['/api/health', '/api/missing', '/']) {
      const response = await app.inject(url);
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
      expect(response.headers['content-security-policy']).toContain("base-uri 'none'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('web app serving', () => {
  it.each(['/', '/item/list/car?maker=Hyundai', '/item/detail/car/15', '/users/inquiry/detail/3', '/login'])(
    'serves index.html with 200 for the client route %s',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toContain('Accept-Language, Cookie');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each(['/item/detail/car/abc', '/no/such/page', '/item/detail/car/'])(
    'answers 404 with the app for %s',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await app.inject('/assets/missing.js');
    expect(missing.statusCode).toBe(404);
  });

  it('serves the hashed assets a build made while it runs adds, beside the ones its own pages name (decision 0270)', async () => {
    // A rolling deploy: a newer process renders a page naming the new build's scripts; the balancer may send the
    // browser to this older process for them.
    fs.writeFileSync(path.join(webDist, 'assets', 'index-def456.js'), 'console.log(2)');
    const added = await app.inject('/assets/index-def456.js');
    expect(added.statusCode).toBe(200);
    expect(added.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/assets/index-abc123.js')).statusCode).toBe(200);
  });

  it('is ready once migrated and connected, and not ready while it drains (decision 0271)', async () => {
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true });
    expect(ready.headers['cache-control']).toBe('no-store');
    app.readiness.drain();
    const draining = await app.inject('/api/ready');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ ready: false, reason: 'draining' });
    // It still answers everything else while the balancer takes it out of rotation.
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });

  it('sends a hashed asset without the document-only headers, keeping what every answer needs', async () => {
    const asset = await app.inject('/assets/index-abc123.js');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(asset.headers['content-security-policy']).toContain(directive);
    }
    for (const name of ['x-frame-options', 'x-xss-protection', 'referrer-policy', 'etag', 'last-modified']) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    // A page keeps them all.
    const page = await app.inject('/');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
