import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UploadedFiles, type UploadedFile } from '#src/modules/files/uploaded-files';
import { UploadFileCommand } from './upload-file.command.js';

@CommandHandler(UploadFileCommand)
export class UploadFileHandler implements ICommandHandler<UploadFileCommand> {
  constructor(private readonly files: UploadedFiles) {}

  execute({ upload }: UploadFileCommand): Promise<UploadedFile> {
    return this.files.add(upload);
  }
}
