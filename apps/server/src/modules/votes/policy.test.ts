import { describe, expect, it } from 'vitest';
import { votePolicy } from './policy.ts';
import { screenKeyOf } from './room-code.ts';

const secret = 'a-secret-of-the-server';
const eventId = '7c0f6e4e-5d3a-4b8e-9a63-3f1d2a9b8c01';
const otherEventId = '1b6d9c2e-8f4a-4c71-b2d3-5e6f7a8b9c0d';
const organiser = { id: 'o1', role: 'admin', type: 'fan' } as const;
const fan = { id: 'u1', role: 'user', type: 'fan' } as const;

describe('vote policy', () => {
  describe("the big screen's screen key (room-code)", () => {
    const asked = (screen: string | undefined, id = eventId) =>
      votePolicy.canUseScreenKey(secret, { params: { eventId: id }, query: { screen } });

    it('lets anyone ask without a screen key', () => {
      expect(asked(undefined)).toBe(true);
      expect(asked(undefined, 'not-an-id')).toBe(true);
    });

    it("admits the event's own screen key", () => {
      expect(asked(screenKeyOf(secret, eventId))).toBe(true);
    });

    it("refuses a wrong key, another event's key, a key made with another secret, and a key for a malformed id", () => {
      expect(asked('a'.repeat(22))).toBe(false);
      expect(asked(screenKeyOf(secret, otherEventId))).toBe(false);
      expect(asked(screenKeyOf('another-secret', eventId))).toBe(false);
      expect(asked(screenKeyOf(secret, 'not-an-id'), 'not-an-id')).toBe(false);
    });
  });

  describe('who sees the room code and key', () => {
    it('shows them to a projector with the screen key or an organiser, where the rule asks for the room', () => {
      for (const rule of ['room', 'room_or_proven'] as const) {
        expect(votePolicy.seesRoomCode(null, { rule, screenKey: true })).toBe(true);
        expect(votePolicy.seesRoomCode(organiser, { rule, screenKey: false })).toBe(true);
      }
    });

    it('shows them to no fan and nobody signed out without the screen key', () => {
      expect(votePolicy.seesRoomCode(fan, { rule: 'room', screenKey: false })).toBe(false);
      expect(votePolicy.seesRoomCode(null, { rule: 'room', screenKey: false })).toBe(false);
    });

    it('shows them to nobody under a rule that does not ask for the room', () => {
      expect(votePolicy.seesRoomCode(organiser, { rule: 'anyone', screenKey: true })).toBe(false);
    });
  });
});
