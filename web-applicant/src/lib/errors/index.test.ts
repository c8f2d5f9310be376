import { describe, expect, it, vi } from 'vitest';
import { configuredDsn, initErrorReporting, withoutQuery } from './index';

describe('error reporting', () => {
  it('does not start outside a production build, even with a DSN', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://key@sentry.example/1');
    expect(configuredDsn()).toBe('https://key@sentry.example/1');
    expect(import.meta.env.PROD).toBe(false);
    expect(await initErrorReporting()).toBe(false);
    vi.unstubAllEnvs();
  });

  it('has no DSN when none is configured', () => {
    vi.stubEnv('VITE_SENTRY_DSN', '');
    expect(configuredDsn()).toBeUndefined();
    vi.unstubAllEnvs();
  });

  it('strips query strings (e-mail addresses travel in some) from breadcrumb URLs', () => {
    expect(withoutQuery('/api/v1/trade_names/1/request_otp_for_transfer_ownership?new_email=a@b.iq')).toBe(
      '/api/v1/trade_names/1/request_otp_for_transfer_ownership',
    );
    expect(withoutQuery('/api/v1/districts#x')).toBe('/api/v1/districts');
  });
});
