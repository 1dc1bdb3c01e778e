import { describe, expect, it } from 'vitest';
import { buildBattle } from '@/test/factories';
import { PHONE_STAGE_TEXTS, phoneStage } from './phone-stage';

describe("a fan's phone follows the battle on stage (docs/product.md#rule-327)", () => {
  it('waits while no battle is on stage, or its theme is not drawn yet', () => {
    expect(phoneStage(undefined, false)).toBe('waiting');
    expect(phoneStage(buildBattle({ battle_status: null }), false)).toBe('waiting');
  });

  it('shows the theme once drawn, and while the battle runs before voting opens', () => {
    expect(phoneStage(buildBattle({ battle_status: null }), true)).toBe('theme');
    expect(phoneStage(buildBattle({ battle_status: 'live' }), true)).toBe('theme');
  });

  it('lets fans vote only while voting is open', () => {
    expect(phoneStage(buildBattle({ battle_status: 'live', voting_status: 'on' }), true)).toBe('open');
  });

  it('says voting is closed once it was closed, and the result once complete', () => {
    expect(phoneStage(buildBattle({ battle_status: 'live', voting_opened: true }), true)).toBe('closed');
    expect(phoneStage(buildBattle({ battle_status: 'complete' }), true)).toBe('result');
  });
});

describe('what a phone says in each state (docs/product.md#rule-340)', () => {
  it('one heading per state, each its own, and at most one status line under it', () => {
    const texts = Object.values(PHONE_STAGE_TEXTS).flatMap(({ heading, status }) => [
      heading,
      ...(status ? [status] : []),
    ]);
    expect(new Set(texts).size).toBe(texts.length);
    expect(Object.keys(PHONE_STAGE_TEXTS).sort()).toEqual(['closed', 'open', 'result', 'theme', 'waiting']);
  });

  it('asks for a vote only while voting is open', () => {
    const asking = Object.entries(PHONE_STAGE_TEXTS).filter(([, { heading }]) => heading === 'live.castYourVote');
    expect(asking.map(([stage]) => stage)).toEqual(['open']);
  });
});
