import type { BilingualText } from './backupTexts.ts';

export type BackupRefusalCode =
  | 'SERVER_MODE'
  | 'TARGET_NOT_EMPTY'
  | 'TARGET_IN_DATA_DIR'
  | 'NO_DATABASE'
  | 'IN_USE'
  | 'BUSY'
  | 'SNAPSHOT_FAILED'
  | 'NOT_A_BACKUP'
  | 'BAD_MANIFEST'
  | 'DATA_DIR_NOT_EMPTY'
  | 'FILE_MISSING'
  | 'FILE_CHANGED'
  | 'DATABASE_MISMATCH';

/** A backup or restore that must not go on: the commands print its text and exit non-zero. */
export class BackupRefusal extends Error {
  override readonly name = 'BackupRefusal';
  constructor(
    readonly code: BackupRefusalCode,
    readonly text: BilingualText,
  ) {
    super(text.en);
  }
}
