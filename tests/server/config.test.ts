import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, SECRET_SETTINGS } from '../../src/server/config.js';

const folder = mkdtempSync(path.join(tmpdir(), 'korai-secrets-'));
const secretFile = (name: string, content: string) => {
  const file = path.join(folder, name);
  writeFileSync(file, content, { mode: 0o600 });
  return file;
};

describe('the configuration', () => {
  it('is production unless told otherwise', () => {
    expect(loadConfig({}).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
  });

  it('reads every secret from the file its NAME_FILE names, without the final line break', () => {
    const env = {
      DATABASE_URL_FILE: secretFile('database-url', 'postgres://korai:s3cret@db.example:5432/korai\n'),
      SMTP_URL_FILE: secretFile('smtp-url', 'smtp://mail.example:587'),
      STRIPE_SECRET_KEY_FILE: secretFile('stripe-key', 'sk_test_123\r\n'),
      STRIPE_WEBHOOK_SECRET_FILE: secretFile('stripe-webhook', 'whsec_456\n'),
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_ANNUAL: 'price_y',
      AI_API_KEY_FILE: secretFile('ai-key', 'sk-ai\n'),
      METRICS_TOKEN_FILE: secretFile('metrics-token', 'a-metrics-token-of-some-length\n'),
      REDIS_URL_FILE: secretFile('redis-url', 'redis://127.0.0.1:6379\n'),
    };
    expect(Object.keys(env).filter((name) => name.endsWith('_FILE'))).toHaveLength(SECRET_SETTINGS.length);
    expect(loadConfig(env)).toMatchObject({
      databaseUrl: 'postgres://korai:s3cret@db.example:5432/korai',
      smtpUrl: 'smtp://mail.example:587',
      stripeSecretKey: 'sk_test_123',
      stripeWebhookSecret: 'whsec_456',
      aiApiKey: 'sk-ai',
      metricsToken: 'a-metrics-token-of-some-length',
      redisUrl: 'redis://127.0.0.1:6379',
    });
  });

  it('refuses a secret given twice, a file it cannot read, and a short metrics token, naming each', () => {
    const file = secretFile('token', 'a-metrics-token-of-some-length');
    expect(() => loadConfig({ METRICS_TOKEN: 'another-token-of-some-length', METRICS_TOKEN_FILE: file })).toThrow(
      /METRICS_TOKEN_FILE: METRICS_TOKEN is set too/,
    );
    expect(() => loadConfig({ SMTP_URL_FILE: path.join(folder, 'missing') })).toThrow(
      /SMTP_URL_FILE: cannot read .*missing \(ENOENT\)/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: at least 16 characters/);
  });
});
