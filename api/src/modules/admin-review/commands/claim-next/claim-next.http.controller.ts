import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ForStaff } from '#src/shared/http/access';
import type { Principal } from '#src/shared/http/principal';
import { Caller } from '#src/shared/http/request-context';
import { ClaimNextCommand } from './claim-next.command.js';
import { ClaimNextDto } from './claim-next.dto.js';

@ApiTags('back office')
@Controller('admin/claim-next')
export class ClaimNextController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Not idempotent by key: a repeated claim takes the next application, which is what a reviewer asking again wants. */
  @Post()
  @HttpCode(200)
  @ForStaff('applications.review')
  @ApiOperation({
    summary:
      'Assigns the oldest-due unassigned application of the kinds the caller reviews to the caller; answers its id, kind and resource (404 when none waits)',
  })
  async claimNext(@Body() body: ClaimNextDto, @Caller() caller: Principal) {
    return this.commandBus.execute(new ClaimNextCommand(caller, body.kind, { provinceId: body.provinceId, districtId: body.districtId }));
  }
}
