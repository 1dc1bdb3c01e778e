import type { Language, TUserDetails } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { presentUserDetails } from './presenter.ts';
import { ownProfileExtras } from './profile-counts.ts';
import { chosenInterestEventRows, chosenOptionRows, userWithPlace } from './queries.ts';

export interface ReadUserDetailsOptions {
  db: Database;
  userId: string;
  language: Language;
}

/** get_user (§3 User details) of one account; 404 when it does not exist. */
export async function readUserDetails({ db, userId, language }: ReadUserDetailsOptions): Promise<TUserDetails> {
  const found = await userWithPlace({ db, userId });
  if (!found) throw new AppError('notFound', 'server.notFound');
  const [artTypes, artWorks, participates, communicates, interestEvents, extras] = await Promise.all([
    chosenOptionRows({ db, userId, kind: 'art_types' }),
    chosenOptionRows({ db, userId, kind: 'art_works' }),
    chosenOptionRows({ db, userId, kind: 'participates' }),
    chosenOptionRows({ db, userId, kind: 'communicates' }),
    chosenInterestEventRows({ db, userId }),
    ownProfileExtras({ db, userId }),
  ]);
  return {
    ...presentUserDetails({ found, artTypes, artWorks, participates, communicates, interestEvents }, language),
    ...extras,
  };
}
