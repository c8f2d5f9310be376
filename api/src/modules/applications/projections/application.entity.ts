import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A row of `rm_applications` (ApplicationsIndexProjection). */
@Entity({ name: 'rm_applications' })
export class ApplicationEntity {
  @PrimaryColumn({ name: 'stream_id', type: 'text' })
  streamId!: string;

  @Column({ type: 'text' })
  kind!: string;

  @Column({ name: 'owner_email', type: 'text' })
  ownerEmail!: string;

  @Column({ type: 'text' })
  status!: string;

  @Column({ type: 'text', nullable: true })
  name!: string | null;

  @Column({ type: 'text', nullable: true })
  uen!: string | null;

  @Column({ type: 'bigint' })
  version!: string;

  @Column({ name: 'submitted_at', type: 'timestamptz' })
  submittedAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** When the registry's next step falls due (two working days); null while it waits for the applicant or is closed. */
  @Column({ name: 'due_at', type: 'timestamptz', nullable: true })
  dueAt!: Date | null;
}
