import { describe, expect, it } from 'vitest';
import { RequestError } from '../api/errors.ts';
import { isLimitRefusal } from './playLimits.ts';

describe('limit refusals', () => {
  it('are the session time limit and the loss limits, as the platform refuses them', () => {
    expect(isLimitRefusal(new RequestError('api', 'x', { code: 'rg.session_limit' }))).toBe(true);
    expect(isLimitRefusal(new RequestError('api', 'x', { code: 'rg.loss_limit.week' }))).toBe(true);
    expect(isLimitRefusal(new RequestError('api', 'x', { code: 'rg.deposit_limit.day' }))).toBe(false);
    expect(isLimitRefusal(new RequestError('api', 'x', { code: 'game.unknown' }))).toBe(false);
    expect(isLimitRefusal(new RequestError('network', 'offline'))).toBe(false);
    expect(isLimitRefusal(new Error('rg.session_limit'))).toBe(false);
  });
});
