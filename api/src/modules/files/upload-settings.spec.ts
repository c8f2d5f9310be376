import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '../../config/config.js';
import { loadUploadSettings } from './upload-settings.js';

describe('upload settings', () => {
  it('defaults to 10 MB in ./.data/uploads, and to the temporary folder in tests', () => {
    expect(loadUploadSettings({}, 'production')).toEqual({ directory: path.resolve('.data', 'uploads'), maxBytes: 10 * 1024 * 1024, maxMegabytes: 10 });
    expect(loadUploadSettings({}, 'test').directory).toBe(path.join(os.tmpdir(), 'registry-uploads'));
  });

  it('reads UPLOAD_DIR and UPLOAD_MAX_FILE_MB (decimals allowed)', () => {
    expect(loadUploadSettings({ UPLOAD_DIR: '/srv/registry/uploads', UPLOAD_MAX_FILE_MB: '0.5' }, 'development')).toEqual({
      directory: '/srv/registry/uploads',
      maxBytes: 512 * 1024,
      maxMegabytes: 0.5,
    });
  });

  it.each(['0', '-1', 'ten', '101', '1e3', '0.0000001'])('refuses UPLOAD_MAX_FILE_MB=%s', (value) => {
    expect(() => loadUploadSettings({ UPLOAD_MAX_FILE_MB: value }, 'development')).toThrow(ConfigError);
  });
});
