import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A row of `rm_publications` (PublicationsProjection): only what the registry publishes. */
@Entity({ name: 'rm_publications' })
export class PublicationEntity {
  @PrimaryColumn({ name: 'stream_id', type: 'text' })
  streamId!: string;

  /** business or trade-name */
  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'name_locales', type: 'jsonb' })
  nameLocales!: Record<string, string>;

  @Column({ name: 'name_skeleton', type: 'text' })
  nameSkeleton!: string;

  @Column({ type: 'text', nullable: true })
  uen!: string | null;

  @Column({ name: 'business_type', type: 'text', nullable: true })
  businessType!: string | null;

  @Column({ name: 'company_type', type: 'text', nullable: true })
  companyType!: string | null;

  @Column({ name: 'trade_name_type', type: 'text', nullable: true })
  tradeNameType!: string | null;

  @Column({ name: 'protection_level', type: 'text', nullable: true })
  protectionLevel!: string | null;

  @Column({ name: 'province_id', type: 'text', nullable: true })
  provinceId!: string | null;

  @Column({ name: 'district_id', type: 'text', nullable: true })
  districtId!: string | null;

  @Column({ name: 'activity_ids', type: 'text', array: true })
  activityIds!: string[];

  @Column({ type: 'text' })
  status!: string;

  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt!: Date;

  @Column({ name: 'terminated_at', type: 'timestamptz', nullable: true })
  terminatedAt!: Date | null;

  @Column({ type: 'bigint' })
  version!: string;
}
