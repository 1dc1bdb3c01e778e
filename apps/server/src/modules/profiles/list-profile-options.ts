import type { Language } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { presentOption } from './presenter.ts';
import { referenceRows, tagRows } from './queries.ts';

// The lists of the profile and post screens (§3 Reference items), named in the reply language.

export const listArtTypes = async ({ db, language }: { db: Executor; language: Language }) =>
  (await referenceRows({ db, list: 'art_types' })).map(presentOption('art_type', language));
export const listArtWorks = async ({ db, language }: { db: Executor; language: Language }) =>
  (await referenceRows({ db, list: 'art_works' })).map(presentOption('art_work', language));
export const listParticipateOptions = async ({ db, language }: { db: Executor; language: Language }) =>
  (await referenceRows({ db, list: 'participates' })).map(presentOption('participate', language));
export const listCommunicateOptions = async ({ db, language }: { db: Executor; language: Language }) =>
  (await referenceRows({ db, list: 'communicates' })).map(presentOption('communicate', language));
export const listMediaTypes = async ({ db, language }: { db: Executor; language: Language }) =>
  (await referenceRows({ db, list: 'media_types' })).map(presentOption('name', language));
/** Tags are the words people typed (§5 New tag): one name in every language; those of others' non-Public posts left out. */
export const listTags = async ({ db, viewerId }: { db: Executor; viewerId: string }) =>
  (await tagRows({ db, viewerId })).map((row) => ({ _id: row.id, name: row.name }));
