import { isEmail, normalizeEmail, type TGeneralUserProfileUpRequest } from '@artclash/contract';
import type { MessageKey } from '@artclash/i18n';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';
import { fillEmptyEmail, updateUser, userById } from './queries.ts';

type LinkField = 'instagram_link' | 'twitter_link' | 'website_link';

/**
 * A link a profile shows and opens in a new tab (§2.9): '' or an http(s) address. A bare host
 * (`instagram.com/sora`) gets https://; any other scheme (javascript:, data:) is refused.
 */
function profileLinkOf(text: string): string | undefined {
  if (!text) return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
      ? withScheme
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GeneralUserProfileUp (§7) of the signed-in user's own account (docs/decisions.md#22): the fields
 * sent are saved, those left out stay. The e-mail only fills an empty one (§5 General profile
 * email): the same address again is no change, another one is refused (409), as is one that
 * another account already uses.
 */
export async function updateGeneralProfile({
  db,
  userId,
  request,
}: {
  db: Database;
  userId: string;
  request: TGeneralUserProfileUpRequest;
}): Promise<void> {
  const { email, userId: _ignored, instagram_link, twitter_link, website_link, team_name, ...plain } = request;
  const links: Partial<Record<LinkField, string>> = {};
  const errors: Record<string, MessageKey> = {};
  for (const [field, value] of Object.entries({ instagram_link, twitter_link, website_link })) {
    if (value === undefined) continue;
    const link = profileLinkOf(value);
    if (link === undefined) errors[field] = 'server.invalidLink';
    else links[field as LinkField] = link;
  }
  if (email && !isEmail(email)) errors.email = 'server.invalidEmail';
  const [first] = Object.values(errors);
  if (first) throw new AppError('invalidInput', first, { errors });

  const account = await userById({ db, userId });
  if (!account) throw new AppError('unauthorized', 'server.unauthorized');
  const newEmail = email ? normalizeEmail(email) : '';
  const changesEmail = newEmail !== '' && newEmail !== (account.email ?? '').toLowerCase();
  if (changesEmail && account.email)
    throw new AppError('conflict', 'server.emailLocked', { errors: { email: 'server.emailLocked' } });

  const { instagram_link: instagramLink, twitter_link: twitterLink, website_link: websiteLink } = links;
  try {
    await db.transaction(async (tx) => {
      await updateUser({
        db: tx,
        userId,
        values: Object.fromEntries(
          Object.entries({ ...plain, teamName: team_name, instagramLink, twitterLink, websiteLink }).filter(
            ([, value]) => value !== undefined,
          ),
        ),
      });
      if (changesEmail && !(await fillEmptyEmail({ db: tx, userId, email: newEmail })))
        throw new AppError('conflict', 'server.emailLocked', { errors: { email: 'server.emailLocked' } });
    });
  } catch (error) {
    if (uniqueViolation(error) !== undefined)
      throw new AppError('conflict', 'server.emailTaken', { errors: { email: 'server.emailTaken' } });
    throw error;
  }
}
