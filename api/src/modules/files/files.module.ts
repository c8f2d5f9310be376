import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CONFIG } from '#src/tokens';
import type { AppConfig } from '#src/config/config';
import { FilesController } from './files.controller.js';
import { FileStore } from './file-store.js';
import { ReceiveUpload } from './receive-upload.guard.js';
import { UploadedFiles } from './uploaded-files.js';
import { UploadPruner } from './upload-pruner.js';
import { UploadFileHandler } from './commands/upload-file/upload-file.handler.js';
import { GetFileHandler } from './queries/get-file/get-file.handler.js';
import { GetFileContentHandler } from './queries/get-file-content/get-file-content.handler.js';
import { loadUploadSettings, UPLOAD_SETTINGS } from './upload-settings.js';
import '@registry/domain/files/messages';

/**
 * Uploads of application documents: `POST /api/v1/files`, `GET /api/v1/files/{id}` and
 * `…/{id}/content`. Exports UploadedFiles, which the application commands use to check and
 * attach the uploads an application references, and FileStore, whose bytes the public register
 * of marks serves for a published mark's image.
 */
@Module({
  imports: [CqrsModule],
  controllers: [FilesController],
  providers: [
    { provide: UPLOAD_SETTINGS, inject: [CONFIG], useFactory: (config: AppConfig) => loadUploadSettings(process.env, config.env) },
    FileStore,
    UploadedFiles,
    UploadPruner,
    ReceiveUpload,
    UploadFileHandler,
    GetFileHandler,
    GetFileContentHandler,
  ],
  exports: [UploadedFiles, FileStore],
})
export class FilesModule {}
