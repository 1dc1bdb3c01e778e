// What other modules may use of the users module: the public face of a user beside events and battles.
export { placeIn, presentPublicUser } from './presenter.ts';
export { type CityNames, cityNameColumns, existingUserIds, type PublicUserRow, publicUserColumns } from './queries.ts';
