import { Controller, Get, Param, Post, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { ForApplicants, ForSignedIn } from '#src/shared/http/access';
import { document, resource } from '#src/shared/http/json-api';
import { principalId, type Principal } from '#src/shared/http/principal';
import { Caller } from '#src/shared/http/request-context';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import { attachmentDisposition } from '@registry/domain/files/file-names';
import { CONTENT_TYPE, FILE_FIELD, UPLOAD_KINDS } from '@registry/domain/files/upload-policy';
import { Received, ReceiveUpload, type ReceivedUpload } from './receive-upload.guard.js';
import type { UploadedFile } from './uploaded-files.js';
import { UploadFileCommand } from './commands/upload-file/upload-file.command.js';
import { GetFileQuery } from './queries/get-file/get-file.query.js';
import { GetFileContentQuery } from './queries/get-file-content/get-file-content.query.js';

const BASE = '/api/v1/files';

function fileResource(file: UploadedFile) {
  return resource(
    'files',
    {
      id: file.id,
      kind: file.kind,
      contentType: file.contentType,
      size: file.size,
      sha256: file.sha256,
      originalName: file.originalName,
      createdAt: file.createdAt,
    },
    { self: `${BASE}/${file.id}`, content: `${BASE}/${file.id}/content` },
  );
}

/**
 * Documents of applications (spec §3: identity documents, capital document, CEO and shareholder
 * images and signatures, certificates, parent-company and approval documents, …): uploaded one
 * per request, then referenced by id in the application. HTTP to the module's commands and queries and back.
 */
@ApiTags('files')
@Controller('v1/files')
export class FilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  // Only applicants attach uploads (submit, correct, confirm a transfer): no staff route takes one.
  @ForApplicants()
  @UseGuards(ReceiveUpload)
  @Idempotent()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [FILE_FIELD],
      properties: {
        [FILE_FIELD]: { type: 'string', format: 'binary', description: 'one PDF, JPEG or PNG; the extension must match the content' },
        kind: {
          type: 'string',
          enum: [...UPLOAD_KINDS],
          default: 'other',
          description: 'images and signatures and the logo take JPEG or PNG only',
        },
      },
    },
  })
  @ApiOperation({
    summary:
      'Uploads one document (applicants only; staff 403): 201 with a `files` resource; 413 over the size limit, 415 for another type',
  })
  async upload(@Received() upload: ReceivedUpload, @Caller() caller: Principal, @Res({ passthrough: true }) res: FastifyReply) {
    const file = await this.commands.execute(new UploadFileCommand({ owner: principalId(caller), ...upload }));
    res.header('Location', `${BASE}/${file.id}`);
    return document(fileResource(file));
  }

  @Get(':id')
  @ForSignedIn()
  @ApiOperation({ summary: 'An upload’s metadata, for its owner and for staff who read applications (404 for anyone else)' })
  async metadata(@Param('id') id: string, @Caller() caller: Principal) {
    return document(fileResource(await this.queries.execute(new GetFileQuery(id, caller))));
  }

  @Get(':id/content')
  @ForSignedIn()
  @ApiOkResponse({
    description: 'the file, as `Content-Disposition: attachment`',
    content: Object.fromEntries(Object.values(CONTENT_TYPE).map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  })
  @ApiOperation({
    summary: 'Downloads an upload as an attachment, for its owner and for staff who read applications (404 for anyone else)',
  })
  async content(
    @Param('id') id: string,
    @Caller() caller: Principal,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    const { file, content: stream } = await this.queries.execute(new GetFileContentQuery(id, caller));
    // Set here, after the JSON:API interceptor has typed the response: this one is the file.
    res.header('Content-Type', file.contentType);
    res.header('Content-Disposition', attachmentDisposition(file.originalName));
    res.header('X-Content-Type-Options', 'nosniff');
    res.header('Cache-Control', 'private, no-store');
    return new StreamableFile(stream, { type: file.contentType, length: file.size });
  }
}
