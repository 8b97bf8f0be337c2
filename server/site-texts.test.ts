/** The site's texts as the platform's own pages read them (server/web/site-texts.ts). */
import { describe, expect, it } from 'vitest';
import { ApiError } from './http/envelope.ts';
import { refusalText, siteText } from './web/site-texts.ts';

describe('site texts on the platform', () => {
  it('say what the site says for a refusal, in the page’s language, with its values', () => {
    const refusal = new ApiError('rg.loss_limit.week', 'loss limit', 200, { leftText: '¥25', left: 25 });
    expect(refusalText('EN', refusal)).toBe('Loss limit reached: ¥25 left this week');
    expect(refusalText('PT', new ApiError('rg.session_limit', 'x'))).toBe('O limite de tempo da sessão foi atingido');
  });

  it('fall back to English for an unknown language or a name that is no language, and keep a placeholder without a value', () => {
    expect(siteText('xx', 'title.gameList')).toBe('Games');
    expect(siteText('../package', 'title.gameList')).toBe('Games');
    expect(siteText('en', 'code.rg.timeout')).toBe('You are taking a break until {{until}}');
  });
});
