import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PublicRead } from '#src/shared/http/access';
import { GetTrademarkImageQuery } from './get-trademark-image.query.js';

/** GET /api/v1/public/trademarks/{id}/image: a published mark's image (issue 33 §1). */
@ApiTags('trademarks')
@Controller()
export class GetTrademarkImageController {
  constructor(private readonly queries: QueryBus) {}

  @Get('v1/public/trademarks/:id/image')
  @PublicRead()
  @ApiOkResponse({
    description: 'the mark’s image (PNG or JPEG, as uploaded and checked by its first bytes), shown inline',
    content: {
      'image/png': { schema: { type: 'string', format: 'binary' } },
      'image/jpeg': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiOperation({ summary: 'A published mark’s image; 404 for a mark not published or without one' })
  async image(@Param('id') id: string, @Res({ passthrough: true }) res: FastifyReply): Promise<StreamableFile> {
    const { file, content } = await this.queries.execute(new GetTrademarkImageQuery(id));
    // Set here, after the JSON:API interceptor has typed the response: this one is the picture.
    // The type is the one checked at upload by the content; the sandbox keeps any file inert.
    res.header('Content-Type', file.contentType);
    res.header('Content-Disposition', 'inline');
    res.header('X-Content-Type-Options', 'nosniff');
    res.header('Content-Security-Policy', "default-src 'none'; sandbox");
    res.header('Cache-Control', 'public, max-age=300');
    return new StreamableFile(content, { type: file.contentType, length: file.size });
  }
}
