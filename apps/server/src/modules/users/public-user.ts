import type { TPublicUser } from '@artclash/contract';
import { users } from '../../db/schema.ts';

/** The only user columns that are shown beside events and battles. */
export const publicUserColumns = {
  userId: users.id,
  username: users.username,
  profileImage: users.profileImage,
  country: users.country,
  city: users.city,
  loginStatus: users.loginStatus,
};

export interface PublicUserRow {
  userId: string;
  username: string;
  profileImage: string;
  country: string;
  city: string;
  loginStatus: string;
}

export const presentPublicUser = (row: PublicUserRow): TPublicUser => ({
  _id: row.userId,
  username: row.username,
  profileImage: row.profileImage,
  country: row.country,
  city: row.city,
});
