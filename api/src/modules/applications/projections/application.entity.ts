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

  @Column({ name: 'name_skeleton', type: 'text', nullable: true })
  nameSkeleton!: string | null;

  @Column({ name: 'protection_level', type: 'text', nullable: true })
  protectionLevel!: string | null;

  @Column({ name: 'district_id', type: 'text', nullable: true })
  districtId!: string | null;

  @Column({ name: 'province_id', type: 'text', nullable: true })
  provinceId!: string | null;

  @Column({ name: 'activity_ids', type: 'text', array: true })
  activityIds!: string[];

  @Column({ name: 'trade_name_type', type: 'text', nullable: true })
  tradeNameType!: string | null;

  @Column({ name: 'business_type', type: 'text', nullable: true })
  businessType!: string | null;

  @Column({ name: 'company_type', type: 'text', nullable: true })
  companyType!: string | null;

  @Column({ name: 'owners_upn', type: 'text', array: true })
  ownersUpn!: string[];

  @Column({ name: 'assignee_id', type: 'text', nullable: true })
  assigneeId!: string | null;

  /** open, active (registered, granted, reserved) or closed (rejected, terminated). */
  @Column({ type: 'text' })
  lifecycle!: string;

  @Column({ name: 'established_at', type: 'timestamptz', nullable: true })
  establishedAt!: Date | null;

  /** When the answer clock started (24 working hours): the application waits in `submitted`. */
  @Column({ name: 'answer_since', type: 'timestamptz', nullable: true })
  answerSince!: Date | null;

  /** When the processing clock started (2 working days): the application is on the registry's desk. */
  @Column({ name: 'processing_since', type: 'timestamptz', nullable: true })
  processingSince!: Date | null;
}
