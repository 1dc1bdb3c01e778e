// What other modules, the entry layer, demo content and tests may use of the battles module.
export { createBattle, type NewBattle, type NewRoulette } from './create-battle.ts';
export { battleRoutes } from './routes.ts';
