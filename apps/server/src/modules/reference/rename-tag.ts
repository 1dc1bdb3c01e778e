import type { TAdminTag } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';
import { presentAdminTag } from './presenter.ts';
import { otherTagNamed, setTagName, tagRow } from './queries.ts';

const nameTaken = (name: string) =>
  new AppError('conflict', 'server.tagNameTaken', {
    errors: { name: 'server.referenceNameInList' },
    variables: { name },
  });

/**
 * Renames a tag (its case too); 404 for an unknown tag, 409 when another tag has the name, case
 * aside: the organiser merges the two instead (docs/product.md#rule-123).
 */
export async function renameTag({
  db,
  tagId,
  name,
}: {
  db: Database;
  tagId: string;
  name: string;
}): Promise<TAdminTag> {
  if (!(await tagRow({ db, tagId }))) throw new AppError('notFound', 'server.tagNotFound');
  const other = await otherTagNamed({ db, tagId, name });
  if (other) throw nameTaken(other.name);
  try {
    if (!(await setTagName({ db, tagId, name }))) throw new AppError('notFound', 'server.tagNotFound');
  } catch (error) {
    // Someone gave another tag the name meanwhile: the unique index says so.
    if (uniqueViolation(error) !== undefined) throw nameTaken(name);
    throw error;
  }
  return presentAdminTag((await tagRow({ db, tagId }))!);
}
