import { ADMIN_EVENTS_PAGE_SIZE, type CallQuery, type calls, type TAdminEventSummary } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { adminEventPage } from './queries.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** One page of the console's event list (§2.12), with how many pages there are. */
export async function listAdminEvents({
  db,
  now,
  query,
}: {
  db: Database;
  now: Date;
  query: CallQuery<typeof calls.adminEventList>;
}) {
  const { when, q, page } = query;
  const { rows, total } = await adminEventPage({
    db,
    now,
    when,
    q,
    offset: (page - 1) * ADMIN_EVENTS_PAGE_SIZE,
    limit: ADMIN_EVENTS_PAGE_SIZE,
  });
  const events: TAdminEventSummary[] = rows.map((row) => ({
    _id: row.id,
    title_eng: row.titleEng,
    title_jap: row.titleJap,
    city: row.city,
    timezone: row.timezone,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    battles: row.battles,
  }));
  return { events, page, pages: Math.max(1, Math.ceil(total / ADMIN_EVENTS_PAGE_SIZE)), total };
}
