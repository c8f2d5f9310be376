/**
 * Internal notes between staff on an application (issue 22 §7). They live in a stream of their
 * own beside the application's (`<application id>/notes`), so that nothing that reads the
 * application's stream for the applicant (the application, its history and timeline, the
 * notifications) can ever show one. Pure: time and actor are inputs.
 */
import { DomainError } from '../shared/domain-error.js';
import { defineFieldLabels } from '../shared/i18n/messages.js';
import type { CommandActor } from './workflow/workflow.js';

export const NOTES_STREAM_TYPE = 'application-notes';
export const NOTE_MAX_LENGTH = 4000;

/** The notes stream of an application. */
export const notesStreamOf = (applicationId: string): string => `${applicationId}/notes`;

export interface AddNoteCommand {
  readonly type: 'add_note';
  readonly applicationId: string;
  readonly text: string;
  readonly at: Date | string;
  readonly actor: CommandActor;
}

export interface NoteAddedEvent {
  readonly type: 'application-notes.note-added';
  readonly schemaVersion: 1;
  readonly data: {
    readonly applicationId: string;
    readonly text: string;
    readonly actor: { readonly kind: 'staff'; readonly id: string };
    readonly at: string;
  };
}

export interface NotesState {
  readonly notes: readonly NoteAddedEvent['data'][];
}

defineFieldLabels({
  text: { ckb: 'دەقی تێبینی', en: 'Note', ar: 'نص الملاحظة', kmr: 'Nivîsa notê' },
});

/** A note is written by staff who may read the application; it is kept as typed, trimmed at the ends. */
export function decideNote(command: AddNoteCommand): NoteAddedEvent[] {
  if (command.actor.kind !== 'staff') throw new DomainError('forbidden', { code: 'workflow.not-permitted' });
  const text = typeof command.text === 'string' ? command.text.trim() : '';
  if (!text) throw new DomainError('invalid', { code: 'validation.required', field: 'text' });
  if (text.length > NOTE_MAX_LENGTH)
    throw new DomainError('invalid', { code: 'validation.text-max', field: 'text', params: { max: NOTE_MAX_LENGTH } });
  const at = new Date(command.at);
  if (Number.isNaN(at.getTime())) throw new DomainError('invalid', { code: 'validation.date', field: 'at' });
  return [
    {
      type: 'application-notes.note-added',
      schemaVersion: 1,
      data: { applicationId: command.applicationId, text, actor: { kind: 'staff', id: command.actor.id }, at: at.toISOString() },
    },
  ];
}

export const initialNotesState = (): NotesState => ({ notes: [] });

export function evolveNotes(state: NotesState, event: NoteAddedEvent): NotesState {
  return event.type === 'application-notes.note-added' ? { notes: [...state.notes, event.data] } : state;
}
