// What plugins and the entry layer may use of the live module.
export { liveAdminRoutes } from './admin-routes.ts';
export { createLiveEngine } from './live-engine.ts';
export { createLiveHub, type LiveHub } from './live-hub.ts';
export { roomHeartbeat } from './room-heartbeat.ts';
export { liveRoutes } from './routes.ts';
