import { Module } from '@nestjs/common';
import { CivilRegistryModule } from './civil-registry/civil-registry.module.js';
import { EntityTypesModule } from './entity-types/entity-types.module.js';
import { DirectoratesModule } from './directorates/directorates.module.js';

/**
 * Reference data of the registry: entity types (public tree, managed by staff), the provincial
 * directorates (public, managed by administrators) and the civil
 * registry (internal). Re-exports the civil registry so that feature modules importing this one
 * can inject `CIVIL_REGISTRY`.
 */
@Module({
  imports: [EntityTypesModule, CivilRegistryModule, DirectoratesModule],
  exports: [EntityTypesModule, CivilRegistryModule],
})
export class ReferenceRegistryModule {}
