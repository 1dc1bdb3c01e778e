// What other modules and the entry layer may use of the reference module.
export { countryNameIn } from './countries.ts';
export { referenceAdminRoutes } from './admin-routes.ts';
export { referenceRoutes } from './routes.ts';
