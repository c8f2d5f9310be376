import { Module } from '@nestjs/common';
import { MonitoringController } from './monitoring.controller.js';
import '@registry/domain/monitoring/messages';

/** The portals' public settings and their error-reporting tunnel. */
@Module({ controllers: [MonitoringController] })
export class MonitoringModule {}
