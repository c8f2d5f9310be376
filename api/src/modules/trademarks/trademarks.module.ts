import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TradeNamesModule } from '../trade-names/trade-names.module.js';
import { FilesModule } from '../files/files.module.js';
import { HeldSigns } from './examination/held-signs.js';
import { CheckWordMarkController } from './examination/queries/check-word-mark/check-word-mark.http.controller.js';
import { CheckWordMarkHandler } from './examination/queries/check-word-mark/check-word-mark.handler.js';
import { ListPublicTrademarksController } from './register/queries/list-public-trademarks/list-public-trademarks.http.controller.js';
import { GetTrademarkImageController } from './register/queries/get-trademark-image/get-trademark-image.http.controller.js';
import { ListPublicTrademarksHandler } from './register/queries/list-public-trademarks/list-public-trademarks.handler.js';
import { GetTrademarkImageHandler } from './register/queries/get-trademark-image/get-trademark-image.handler.js';

/**
 * Trademark examination (issue 33 §1): the word marks held (the read model `rm_word_marks`),
 * the public check of a word mark, the public register of marks with their images, and
 * `HeldSigns`, which the applications' submission and the reviewer's case file examine with. The applications themselves are the applications module's.
 */
@Module({
  imports: [CqrsModule, TradeNamesModule, FilesModule],
  controllers: [CheckWordMarkController, ListPublicTrademarksController, GetTrademarkImageController],
  providers: [HeldSigns, CheckWordMarkHandler, ListPublicTrademarksHandler, GetTrademarkImageHandler],
  exports: [HeldSigns],
})
export class TrademarksModule {}
