import type { AuditEntry } from '../../../common/schemas/operator';
import type { DbOrTx } from '../../db/client';
import { decodeInstantCursor, encodeInstantCursor } from '../../lib/instant-cursor';
import type { PageInfo } from '../../lib/page-headers';
import { auditWords } from './audit-sentence';
import { countAudit, findAuditPage } from './operator-audit.repository';

const AUDIT_PAGE_SIZE = 50;

/** GET /api/operator/audit: newest first, 50 a page after the keyset cursor. */
export async function listAudit(db: DbOrTx, cursor: string | undefined): Promise<PageInfo<AuditEntry>> {
  const [rows, total] = await Promise.all([
    findAuditPage(db, AUDIT_PAGE_SIZE, decodeInstantCursor(cursor)),
    countAudit(db),
  ]);
  const items = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = items.at(-1);
  return {
    items: items.map((row) => ({
      id: row.id,
      operatorId: row.operatorId,
      ...auditWords(row),
      action: row.action,
      targetType: row.targetType as AuditEntry['targetType'],
      targetId: row.targetId,
      reason: row.reason,
      before: row.before,
      after: row.after,
      at: row.at.toISOString(),
    })),
    next: rows.length > AUDIT_PAGE_SIZE && last ? encodeInstantCursor(last.cursorTime, last.id) : undefined,
    total,
  };
}
