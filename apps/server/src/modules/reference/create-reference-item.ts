import type { CallBody, calls, TAdminReferenceItem } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { presentAdminItem } from './presenter.ts';
import { lockList, nextPosition, referenceItemRow } from './queries.ts';
import { listSpecOf, referenceItemInputOf, refuseSameName } from './reference-input.ts';

/** Adds an item to a list, last unless told; 404 for an unknown list, 409 for a name the list has already. */
export async function createReferenceItem({
  db,
  list,
  body,
}: {
  db: Database;
  list: string;
  body: CallBody<typeof calls.adminReferenceCreate>;
}): Promise<TAdminReferenceItem> {
  const { spec } = listSpecOf(list);
  const input = referenceItemInputOf(spec, body);
  return db.transaction(async (tx) => {
    await lockList({ tx, list });
    await refuseSameName({ db: tx, spec, input });
    const position = input.position ?? (await nextPosition({ db: tx, spec }));
    const values = {
      nameEn: input.nameEn,
      nameJa: input.nameJa,
      position,
      ...(input.countryCode && { countryCode: input.countryCode }),
    };
    const [created] = await tx
      .insert(spec.table)
      .values(values as typeof spec.table.$inferInsert & { countryCode: string })
      .returning({ id: spec.table.id });
    const row = await referenceItemRow({ db: tx, spec, itemId: created!.id });
    return presentAdminItem(row!);
  });
}
