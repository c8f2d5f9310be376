import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ApplicationCommands } from '#src/modules/applications/collaborators/application-commands';
import { ApplicationAccess } from '#src/modules/applications/collaborators/application-access';
import { ApplicationKinds } from '#src/modules/applications/kinds/application-kinds';
import { GetApplicationQuery, type ApplicationRead } from './get-application.query.js';

/** The application as its owner or staff may see it (others: 404, so ids cannot be probed). */
@QueryHandler(GetApplicationQuery)
export class GetApplicationHandler implements IQueryHandler<GetApplicationQuery> {
  constructor(
    private readonly kinds: ApplicationKinds,
    private readonly commands: ApplicationCommands,
    private readonly access: ApplicationAccess,
  ) {}

  async execute({ kind, principal, id }: GetApplicationQuery): Promise<ApplicationRead> {
    return { id, ...this.access.readable(principal, await this.commands.load(this.kinds.named(kind).aggregate, id)) };
  }
}
