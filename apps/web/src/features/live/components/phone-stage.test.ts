import { describe, expect, it } from 'vitest';
import { buildBattle } from '@/test/factories';
import { phoneStage } from './phone-stage';

describe("a fan's phone follows the battle on stage (docs/decisions.md#327)", () => {
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
