import { Query } from '@nestjs/cqrs';

export interface InternalNote {
  id: string;
  text: string;
  authorId: string;
  authorName: string | null;
  at: string;
}

/** The internal notes of an application, oldest first (a timeline). */
export class ListInternalNotesQuery extends Query<InternalNote[]> {
  constructor(readonly applicationId: string) {
    super();
  }
}
