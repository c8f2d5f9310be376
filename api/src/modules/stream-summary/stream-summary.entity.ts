import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'rm_stream_summary' })
export class StreamSummaryEntity {
  @PrimaryColumn({ name: 'stream_id', type: 'text' })
  streamId!: string;

  @Column({ name: 'stream_type', type: 'text' })
  streamType!: string;

  @Column({ type: 'bigint' })
  version!: string;

  @Column({ name: 'last_event_type', type: 'text' })
  lastEventType!: string;

  @Column({ name: 'first_recorded_at', type: 'timestamptz' })
  firstRecordedAt!: Date;

  @Column({ name: 'last_recorded_at', type: 'timestamptz' })
  lastRecordedAt!: Date;
}
