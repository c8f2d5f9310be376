import { Module } from '@nestjs/common';
import { AUTHENTICATOR } from '../../shared/http/principal.js';
import { Sessions } from './infrastructure/sessions.js';

@Module({
  providers: [Sessions, { provide: AUTHENTICATOR, useExisting: Sessions }],
  exports: [Sessions, AUTHENTICATOR],
})
export class IdentityModule {}
