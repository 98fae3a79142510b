import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  defaultPoolSize,
  dkimSettings,
  HEALTH_DATA_KEY_REQUIRED,
  healthDataKey,
  loadConfig,
  notificationOptions,
  TRUST_PROXY_TRUE_REFUSED,
} from '../../src/server/config';

describe('TRUST_PROXY', () => {
  it('refuses true at start-up, saying why', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(TRUST_PROXY_TRUE_REFUSED);
    expect(TRUST_PROXY_TRUE_REFUSED).toMatch(/choose its own address/);
  });

  it('accepts a hop count, addresses and ranges, or nothing', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).TRUST_PROXY).toBe('10.0.0.1,10.0.1.0/24');
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/number of proxy hops/);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('is twice the CPUs when unset, at least 4 and at most 10', () => {
    expect(loadConfig({}, false, 1).DATABASE_POOL_SIZE).toBe(4);
    expect(loadConfig({}, false, 2).DATABASE_POOL_SIZE).toBe(4);
    expect(loadConfig({}, false, 3).DATABASE_POOL_SIZE).toBe(6);
    expect(loadConfig({}, false, 16).DATABASE_POOL_SIZE).toBe(10);
    expect(defaultPoolSize(4)).toBe(8);
  });

  it('takes a number of connections when set, and refuses anything else by name', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '20' }, false, 2).DATABASE_POOL_SIZE).toBe(20);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('SEED_DEMO_DATA', () => {
  it('seeds the demo accounts in production only when asked explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
  });

  it('keeps the demo on by default elsewhere, so npm start shows it', () => {
    expect(loadConfig({}).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
  });
});

describe('LOG_PRETTY', () => {
  it('writes readable lines to a terminal outside production, JSON to anything else', () => {
    expect(loadConfig({}, true).LOG_PRETTY).toBe(true);
    expect(loadConfig({}, false).LOG_PRETTY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }, true).LOG_PRETTY).toBe(false);
  });

  it('is chosen explicitly either way', () => {
    expect(loadConfig({ LOG_PRETTY: 'true' }, false).LOG_PRETTY).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', LOG_PRETTY: 'true' }, false).LOG_PRETTY).toBe(true);
    expect(loadConfig({ LOG_PRETTY: 'false' }, true).LOG_PRETTY).toBe(false);
    expect(() => loadConfig({ LOG_PRETTY: 'yes' })).toThrow(/LOG_PRETTY/);
  });
});

describe('OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('is off when unset and must be a URL when set', () => {
    expect(loadConfig({}).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).OTEL_EXPORTER_OTLP_ENDPOINT,
    ).toBe('http://collector:4318');
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });
});

describe('API_DOCS_UI', () => {
  it('serves the Swagger UI in production only when asked explicitly, elsewhere by default', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).API_DOCS_UI).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS_UI: 'true' }).API_DOCS_UI).toBe(true);
    expect(loadConfig({}).API_DOCS_UI).toBe(true);
    expect(loadConfig({ API_DOCS_UI: 'false' }).API_DOCS_UI).toBe(false);
  });
});

describe('e-mail and the notification worker', () => {
  it('writes .eml files and runs the worker in the server by default', () => {
    const options = notificationOptions(loadConfig({}));
    expect(options).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Attune <hello@attune.london>',
      publicUrl: 'http://localhost:5000',
      inProcessWorker: true,
    });
    expect(options.mailDir).toMatch(/\.data[/\\]mail$/);
  });

  it('links to the port the server answers on when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://attune.example/' }).PUBLIC_URL).toBe(
      'https://attune.example',
    );
  });

  it('takes an smtp:// or smtps:// URL only, and the worker can be turned off', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'Studio <studio@example.com>',
      PUBLIC_URL: 'https://attune.example/',
      IN_PROCESS_WORKER: 'false',
    });
    expect(notificationOptions(config)).toMatchObject({
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      mailFrom: 'Studio <studio@example.com>',
      publicUrl: 'https://attune.example',
      inProcessWorker: false,
    });
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow(
      /SMTP_URL must start with smtp/,
    );
    expect(() => loadConfig({ IN_PROCESS_WORKER: 'maybe' })).toThrow(/IN_PROCESS_WORKER/);
  });
});

describe('DKIM settings', () => {
  const pem = '-----BEGIN PRIVATE KEY-----\\nMIIB\\n-----END PRIVATE KEY-----';
  it('are off unless set, take PEM text (with \\n escapes) or a file, and all three go together', () => {
    expect(dkimSettings(loadConfig({}))).toBeUndefined();
    const inline = dkimSettings(
      loadConfig({ DKIM_DOMAIN: 'attune.london', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: pem }),
    );
    expect(inline).toEqual({
      domainName: 'attune.london',
      keySelector: 'mail2026',
      privateKey: '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----',
    });
    const file = path.join(os.tmpdir(), `attune-dkim-${process.pid}.pem`);
    fs.writeFileSync(file, 'PEM FROM FILE');
    try {
      const fromFile = dkimSettings(
        loadConfig({ DKIM_DOMAIN: 'attune.london', DKIM_SELECTOR: 's', DKIM_PRIVATE_KEY: file }),
      );
      expect(fromFile?.privateKey).toBe('PEM FROM FILE');
    } finally {
      fs.rmSync(file);
    }
    expect(() => dkimSettings(loadConfig({ DKIM_DOMAIN: 'attune.london' }))).toThrow(
      /DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together/,
    );
  });
});

describe('SITE_LAUNCHED', () => {
  it('keeps the coming-soon page at / unless the marketplace is opened explicitly', () => {
    expect(loadConfig({}).SITE_LAUNCHED).toBe(false);
    expect(loadConfig({ SITE_LAUNCHED: 'false' }).SITE_LAUNCHED).toBe(false);
    expect(loadConfig({ SITE_LAUNCHED: 'true' }).SITE_LAUNCHED).toBe(true);
    expect(() => loadConfig({ SITE_LAUNCHED: 'yes' })).toThrow(/SITE_LAUNCHED/);
  });
});

describe('HEALTH_DATA_KEY (docs/decisions/0128)', () => {
  const key = Buffer.alloc(32, 7).toString('base64');

  it('is required in production, naming the setting, and must be 32 bytes of base64', () => {
    expect(() => healthDataKey(loadConfig({ NODE_ENV: 'production' }))).toThrow(HEALTH_DATA_KEY_REQUIRED);
    expect(() => healthDataKey(loadConfig({ NODE_ENV: 'production', HEALTH_DATA_KEY: '' }))).toThrow(
      /HEALTH_DATA_KEY must be set in production/,
    );
    expect(() => loadConfig({ HEALTH_DATA_KEY: 'c2hvcnQ=' })).toThrow(/HEALTH_DATA_KEY must be 32 bytes/);
    const config = loadConfig({ NODE_ENV: 'production', HEALTH_DATA_KEY: key });
    expect(healthDataKey(config).equals(Buffer.alloc(32, 7))).toBe(true);
  });

  it('is made once in the data folder outside production, and kept from one start to the next', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-key-'));
    try {
      const file = path.join(dir, 'data', 'health-data.key');
      const config = loadConfig({ NODE_ENV: 'development', HEALTH_DATA_KEY_FILE: file });
      const first = healthDataKey(config);
      expect(first).toHaveLength(32);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(healthDataKey(config).equals(first)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
