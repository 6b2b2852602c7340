import { ADMIN_PAGE_SIZE, type AdminAmoePage, type AdminAmoeQuery } from '@casino/contract';
import type { AmoePorts } from './ports';
import { countsByStatus, queuePage, timelinesOf } from './repository';
import { adminAmoeView } from './view';

/** `GET /api/admin/amoe?status=&q=&page=`: the queue, newest first, with every status's count. */
export async function amoeQueue(ports: AmoePorts, query: AdminAmoeQuery): Promise<AdminAmoePage> {
  const window = { limit: ADMIN_PAGE_SIZE, offset: (query.page - 1) * ADMIN_PAGE_SIZE };
  const { rows, total } = await queuePage(ports.db, { status: query.status, q: query.q }, window);
  const timeline = await timelinesOf(
    ports.db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((row) => adminAmoeView(row, timeline)),
    page: query.page,
    per_page: ADMIN_PAGE_SIZE,
    total,
    counts: await countsByStatus(ports.db),
  };
}
