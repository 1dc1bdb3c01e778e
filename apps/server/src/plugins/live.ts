import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { logSeqOf } from '../db/event-log.ts';
import { readEventBattles } from '../modules/battles/index.ts';
import { createLiveEngine, createLiveHub, type LiveHub, roomHeartbeat } from '../modules/live/index.ts';
import { voteCounts } from '../modules/votes/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live hub: the stream's viewers and the polling call's replies, refreshed by every change (modules/live). */
    live: LiveHub;
  }
}

/**
 * `app.live`: one hub per process (docs/architecture.md, 'Live data'), fed by the change feed of this process and
 * the others, and its heartbeat, which tells the control room what this process sees of the room once it serves
 * (docs/decisions.md#251). Needs `app.changes` (db plugin) and `app.metrics` (operations plugin).
 */
export const livePlugin = fp(
  async (app: FastifyInstance) => {
    const { db, changes, config, metrics } = app;
    const engine =
      config.liveEngine &&
      createLiveEngine({
        publishUrls: config.liveEngine.publishUrls,
        key: config.liveEngine.key,
        writesPerSecond: config.liveEngine.writesPerSecond,
        lifetimeMs: config.liveStreams.lifetimeMs,
        onError: (error) => app.log.warn({ err: error }, 'The live engine refused or missed a change'),
      });
    const hub = createLiveHub({
      engine,
      lead: engine && ((gained) => changes.lead(`live:${engine.fronts}`, gained)),
      source: {
        loadEvent: (eventId, language) => readEventBattles({ db, eventId, language }),
        loadVotes: (eventId) => voteCounts({ db, eventIds: [eventId] }),
        logSeq: (eventId) => logSeqOf({ db, eventId }),
      },
      idleKeepMs: config.replyCacheMs,
      meter: metrics.live,
      caps: config.liveStreams,
      lifetimeMs: config.liveStreams.lifetimeMs,
    });
    metrics.live.countViewers(hub.viewerCount);
    metrics.live.showPublishing(hub.publishing);
    metrics.live.showCaps(config.liveStreams);
    const unsubscribe = changes.subscribe(hub.onChange);
    const heartbeat = roomHeartbeat({
      db,
      viewersByEvent: hub.viewersByEvent,
      engineViewers: engine?.viewersByFront,
      oldestVoteMs: metrics.oldestVoteMs,
      listening: changes.listening,
    });
    app.decorate('live', hub);
    app.addHook('onListen', async () => void heartbeat.start());
    // Open streams would hold the server open: end them first, and viewers reconnect elsewhere or after the restart.
    app.addHook('preClose', async () => {
      unsubscribe();
      await hub.close();
      await heartbeat.stop();
    });
  },
  { name: 'live', dependencies: ['db', 'operations'] },
);
