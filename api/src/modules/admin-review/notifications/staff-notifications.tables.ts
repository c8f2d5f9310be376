import { bigint, defineTable, text, type WriteRowOf } from '#src/infrastructure/database/read-models/table';

/** `rm_staff_correction_requests` (StaffNotificationsProjection): who last returned each application for correction. */
export const rmStaffCorrectionRequests = defineTable('rm_staff_correction_requests', {
  stream_id: text().primaryKey(),
  /** The staff member's id. */
  returned_by: text(),
  version: bigint(),
});

export type StaffCorrectionRequestWriteRow = WriteRowOf<typeof rmStaffCorrectionRequests>;
