// What other modules may use of the users module: the public face of a user beside events and battles.
export { placeIn, presentPublicUser } from './presenter.ts';
export { userAdminRoutes } from './admin-routes.ts';
export { cityNameColumns, containing, existingUserIds, type PublicUserRow, publicUserColumns } from './queries.ts';
