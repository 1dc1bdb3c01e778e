import type { TAdminReferenceItem } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { presentAdminItem } from './presenter.ts';
import { referenceItemRows } from './queries.ts';
import { listSpecOf } from './reference-input.ts';

/** Every item of one list with both names and what uses it; 404 for an unknown list. */
export async function listAdminReferenceItems({
  db,
  list,
}: {
  db: Executor;
  list: string;
}): Promise<{ list: string; items: TAdminReferenceItem[] }> {
  const { spec } = listSpecOf(list);
  return { list, items: (await referenceItemRows({ db, spec })).map(presentAdminItem) };
}
