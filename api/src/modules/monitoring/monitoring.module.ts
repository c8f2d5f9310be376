import { Module } from '@nestjs/common';
import { MonitoringController } from './monitoring.controller.js';
import './messages.js';

/** The portals' public settings and their error-reporting tunnel. */
@Module({ controllers: [MonitoringController] })
export class MonitoringModule {}
