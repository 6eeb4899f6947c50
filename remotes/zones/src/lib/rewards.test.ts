import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@naturverse/platform', () => ({ grantStamp: vi.fn(), saveScore: vi.fn(async () => {}) }));

import { grantStamp, saveScore } from '@naturverse/platform';
import { reactionScore, reportBubbleGame, reportKaraokeFinished, reportReactionTap } from './rewards';

describe('zone rewards', () => {
  beforeEach(() => vi.clearAllMocks());

  it('a valid reaction tap attempts a Thailandia stamp and saves -ms as the reaction score', () => {
    reportReactionTap(231);
    expect(grantStamp).toHaveBeenCalledWith('thailandia');
    expect(saveScore).toHaveBeenCalledWith('reaction', -231);
  });

  it('a finished bubble game saves the hits as the bubbles score', () => {
    reportBubbleGame(17);
    expect(saveScore).toHaveBeenCalledWith('bubbles', 17);
    expect(grantStamp).not.toHaveBeenCalled();
  });

  it('the karaoke reaching its last line grants a Musiclandia stamp', () => {
    reportKaraokeFinished();
    expect(grantStamp).toHaveBeenCalledTimes(1);
    expect(grantStamp).toHaveBeenCalledWith('musiclandia');
  });

  it('uses an injected platform when given one', () => {
    const p = { grantStamp: vi.fn(), saveScore: vi.fn(async () => {}) };
    reportReactionTap(400, p);
    expect(p.saveScore).toHaveBeenCalledWith('reaction', -400);
  });
});

describe('reaction score', () => {
  it('is negative ms so higher is better', () => {
    expect(reactionScore(250)).toBe(-250);
    expect(reactionScore(200)).toBeGreaterThan(reactionScore(300));
  });
});
