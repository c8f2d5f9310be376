import { Module } from '@nestjs/common';
import { CIVIL_REGISTRY } from './civil-registry.token.js';
import { DevelopmentPersonsSeeder } from './development-persons.js';
import { PostgresCivilRegistry } from './postgres-civil-registry.js';
import '@registry/domain/reference/civil-registry/messages';

/**
 * The civil registry, internal to the API: write-side code injects `CIVIL_REGISTRY` (the port)
 * to check UPNs. Deliberately no controller: persons' data is never served over HTTP.
 */
@Module({
  providers: [PostgresCivilRegistry, { provide: CIVIL_REGISTRY, useExisting: PostgresCivilRegistry }, DevelopmentPersonsSeeder],
  exports: [CIVIL_REGISTRY, PostgresCivilRegistry],
})
export class CivilRegistryModule {}
