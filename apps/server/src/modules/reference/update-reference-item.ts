import type { CallBody, calls, TAdminReferenceItem } from '@artclash/contract';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { presentAdminItem } from './presenter.ts';
import { lockList, referenceItemRow, type ReferenceItemRow } from './queries.ts';
import { listSpecOf, type ReferenceItemInput, referenceItemInputOf, refuseSameName } from './reference-input.ts';

/** Profiles name their city as text: a renamed city takes the profiles that named it along (docs/product.md#rule-122). */
async function renameProfileCities({
  db,
  before,
  after,
}: {
  db: Executor;
  before: ReferenceItemRow;
  after: ReferenceItemInput;
}) {
  if (before.nameEn !== after.nameEn)
    await db.update(users).set({ city: after.nameEn }).where(eq(users.city, before.nameEn));
  if (before.nameJa !== after.nameJa)
    await db.update(users).set({ city: after.nameJa }).where(eq(users.city, before.nameJa));
}

/**
 * Changes an item's names (a city's country too), and its place when told, in one transaction;
 * 404 for an unknown list or item, 409 for a name another item of the list has.
 */
export async function updateReferenceItem({
  db,
  list,
  itemId,
  body,
}: {
  db: Database;
  list: string;
  itemId: string;
  body: CallBody<typeof calls.adminReferenceUpdate>;
}): Promise<TAdminReferenceItem> {
  const { spec } = listSpecOf(list);
  const input = referenceItemInputOf(spec, body);
  return db.transaction(async (tx) => {
    await lockList({ tx, list });
    const before = await referenceItemRow({ db: tx, spec, itemId });
    if (!before) throw new AppError('notFound', 'server.referenceItemNotFound');
    await refuseSameName({ db: tx, spec, itemId, input });
    const values = {
      nameEn: input.nameEn,
      nameJa: input.nameJa,
      ...(input.position !== undefined && { position: input.position }),
      ...(input.countryCode && { countryCode: input.countryCode }),
    };
    await tx.update(spec.table).set(values).where(eq(spec.table.id, itemId));
    if (spec.countryCode) await renameProfileCities({ db: tx, before, after: input });
    return presentAdminItem((await referenceItemRow({ db: tx, spec, itemId }))!);
  });
}
