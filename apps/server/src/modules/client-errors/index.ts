// What the entry layer may use of the client-errors module.
export { clientErrorRoutes } from './routes.ts';
