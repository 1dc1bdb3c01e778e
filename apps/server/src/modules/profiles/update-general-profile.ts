import { isEmail, normalizeEmail, type TGeneralUserProfileUpRequest } from '@artclash/contract';
import type { MessageKey } from '@artclash/i18n';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { updateUser, userById } from './queries.ts';

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
 * GeneralUserProfileUp (§7) of the signed-in user's own account (docs/product.md#rule-22): the fields
 * sent are saved, those left out stay. The e-mail is never written here: an address becomes the
 * account's only when the code sent to it is entered (email-code/confirm, docs/decisions.md#260).
 * The same address again is no change; a new one for an account without one is refused with a
 * field message saying so (400), and another one over an existing address is refused (409, §5).
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
  if (changesEmail)
    throw new AppError('invalidInput', 'server.emailNeedsCode', { errors: { email: 'server.emailNeedsCode' } });

  const { instagram_link: instagramLink, twitter_link: twitterLink, website_link: websiteLink } = links;
  await updateUser({
    db,
    userId,
    values: Object.fromEntries(
      Object.entries({ ...plain, teamName: team_name, instagramLink, twitterLink, websiteLink }).filter(
        ([, value]) => value !== undefined,
      ),
    ),
  });
}
