// What other modules, the entry layer, demo content and tests may use of the battles module.
export { battleAdminRoutes } from './admin-routes.ts';
export { createBattle, type NewBattle, type NewRoulette } from './create-battle.ts';
export { battleById, rouletteOfBattle } from './queries.ts';
export { readBattlesOfEvents } from './read-battles-of-events.ts';
export { readEventBattles } from './read-event-battles.ts';
export { checkRound } from './roulette-draw.ts';
export { battleRoutes } from './routes.ts';
