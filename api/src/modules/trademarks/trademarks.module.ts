import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TradeNamesModule } from '../trade-names/trade-names.module.js';
import { HeldSigns } from './examination/held-signs.js';
import { CheckWordMarkController } from './examination/queries/check-word-mark/check-word-mark.http.controller.js';
import { CheckWordMarkHandler } from './examination/queries/check-word-mark/check-word-mark.handler.js';

/**
 * Trademark examination (issue 33 §1): the word marks held (the read model `rm_word_marks`),
 * the public check of a word mark, and `HeldSigns`, which the applications' submission and the
 * reviewer's case file examine with. The applications themselves are the applications module's.
 */
@Module({
  imports: [CqrsModule, TradeNamesModule],
  controllers: [CheckWordMarkController],
  providers: [HeldSigns, CheckWordMarkHandler],
  exports: [HeldSigns],
})
export class TrademarksModule {}
