import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '#src/config/config';
import { loadUploadSettings } from './upload-settings.js';

describe('upload settings', () => {
  it('defaults to 10 MB in ./.data/uploads, and to the temporary folder in tests', () => {
    expect(loadUploadSettings({}, 'production')).toEqual({
      directory: path.resolve('.data', 'uploads'),
      maxBytes: 10 * 1024 * 1024,
      maxMegabytes: 10,
      ratePerMinute: 40,
      quotaFiles: 100,
      quotaBytes: 300 * 1024 * 1024,
      quotaMegabytes: 300,
      unattachedMaxAgeHours: 24,
    });
    expect(loadUploadSettings({}, 'test').directory).toBe(path.join(os.tmpdir(), 'registry-uploads'));
  });

  it('reads UPLOAD_DIR and UPLOAD_MAX_FILE_MB (decimals allowed)', () => {
    expect(loadUploadSettings({ UPLOAD_DIR: '/srv/registry/uploads', UPLOAD_MAX_FILE_MB: '0.5' }, 'development')).toMatchObject({
      directory: '/srv/registry/uploads',
      maxBytes: 512 * 1024,
      maxMegabytes: 0.5,
    });
  });

  it('reads the rate, the quota of unattached uploads and their age', () => {
    expect(
      loadUploadSettings(
        { UPLOAD_RATE_PER_MINUTE: '5', UPLOAD_QUOTA_FILES: '7', UPLOAD_QUOTA_MB: '3', UPLOAD_UNATTACHED_MAX_AGE_HOURS: '48' },
        'development',
      ),
    ).toMatchObject({ ratePerMinute: 5, quotaFiles: 7, quotaBytes: 3 * 1024 * 1024, quotaMegabytes: 3, unattachedMaxAgeHours: 48 });
  });

  it.each([
    ['UPLOAD_RATE_PER_MINUTE', '0'],
    ['UPLOAD_QUOTA_FILES', 'many'],
    ['UPLOAD_QUOTA_MB', '1.5'],
    ['UPLOAD_UNATTACHED_MAX_AGE_HOURS', '-1'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadUploadSettings({ [name]: value }, 'development')).toThrow(ConfigError);
  });

  it.each(['0', '-1', 'ten', '101', '1e3', '0.0000001'])('refuses UPLOAD_MAX_FILE_MB=%s', (value) => {
    expect(() => loadUploadSettings({ UPLOAD_MAX_FILE_MB: value }, 'development')).toThrow(ConfigError);
  });
});
