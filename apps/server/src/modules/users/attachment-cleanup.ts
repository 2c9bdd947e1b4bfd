import { UNCLAIMED_ATTACHMENT_HOURS } from '@market/domain';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { ATTACHMENT_PREFIX } from './service.ts';

export const ATTACHMENT_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes business documents no registration claimed within UNCLAIMED_ATTACHMENT_HOURS. The row goes first, by a
 * conditional delete, so a registration cannot claim a document while its file is being removed, and two processes
 * running the job at once never remove the same one twice. Returns how many were removed.
 */
export async function removeUnclaimedAttachments(database: Database, storage: FileStorage): Promise<number> {
  const rows = await database.query<{ file_key: string }>(
    `DELETE FROM attached_files f
     WHERE f.user_no IS NULL AND f.created_at < now() - make_interval(hours => $1)
       AND NOT EXISTS (SELECT 1 FROM users u WHERE u.attached_file = f.file_key)
     RETURNING f.file_key`,
    [UNCLAIMED_ATTACHMENT_HOURS],
  );
  await Promise.all(rows.map((row) => storage.remove(`${ATTACHMENT_PREFIX}/${row.file_key}`)));
  return rows.length;
}
