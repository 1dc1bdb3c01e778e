import { type CallBody, type calls, isReferenceList, type TReferenceList } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isCountryCode } from './countries.ts';
import { LIST_SPECS, type ListSpec } from './list-queries.ts';
import { itemNamedLike } from './queries.ts';

/** A list by its path segment; 404 for any other (docs/product.md#rule-120). */
export function listSpecOf(list: string): { list: TReferenceList; spec: ListSpec } {
  if (!isReferenceList(list)) throw new AppError('notFound', 'server.referenceListNotFound');
  return { list, spec: LIST_SPECS[list] };
}

/** What an organiser sent for an item, ready to store. */
export interface ReferenceItemInput {
  nameEn: string;
  nameJa: string;
  countryCode?: string | undefined;
  position?: number | undefined;
}

/** The item's fields as stored; a city's country is required and must be a real one, no other list takes one. */
export function referenceItemInputOf(
  spec: ListSpec,
  body: CallBody<typeof calls.adminReferenceCreate>,
): ReferenceItemInput {
  const { name_eng: nameEn, name_jap: nameJa, country_code: code, position } = body;
  if (!spec.countryCode && code !== undefined)
    throw new AppError('invalidInput', 'server.invalidInput', {
      errors: { country_code: 'server.referenceCountryOnlyForCities' },
    });
  if (spec.countryCode && code === undefined)
    throw new AppError('invalidInput', 'server.invalidInput', {
      errors: { country_code: 'server.referenceCountryRequired' },
    });
  if (code !== undefined && !isCountryCode(code))
    throw new AppError('invalidInput', 'server.invalidInput', {
      errors: { country_code: 'server.referenceCountryUnknown' },
    });
  return { nameEn, nameJa, ...(code !== undefined && { countryCode: code.toUpperCase() }), position };
}

/** 409 naming the field when another item of the list (a city: of its country) has the same name, case aside. */
export async function refuseSameName({
  db,
  spec,
  itemId,
  input,
}: {
  db: Executor;
  spec: ListSpec;
  itemId?: string;
  input: ReferenceItemInput;
}): Promise<void> {
  const other = await itemNamedLike({
    db,
    spec,
    ...(itemId && { itemId }),
    nameEn: input.nameEn,
    nameJa: input.nameJa,
    countryCode: input.countryCode,
  });
  if (!other) return;
  const english = other.nameEn.toLowerCase() === input.nameEn.toLowerCase();
  const [field, name] = english ? ['name_eng', input.nameEn] : ['name_jap', input.nameJa];
  throw new AppError('conflict', 'server.referenceNameTaken', {
    errors: { [field]: 'server.referenceNameInList' },
    variables: { name },
  });
}
