import { describe, expect, it } from 'vitest';
import { documentTitle, pageTitleKey } from './document.ts';
import { routeById } from './routes.ts';

describe('page titles', () => {
  it('name the password page "first password" while a first login\'s change is due (§2.2), else by the route', () => {
    expect(pageTitleKey(routeById('changePsw'), true)).toBe('title.firstPassword');
    expect(pageTitleKey(routeById('changePsw'), false)).toBe('title.changePsw');
    expect(pageTitleKey(routeById('securityCenter'), true)).toBe('title.securityCenter');
  });

  it('put the page before the site name, or the site name alone', () => {
    expect(documentTitle('MC Gaming', 'First password')).toBe('First password · MC Gaming');
    expect(documentTitle('MC Gaming')).toBe('MC Gaming');
  });
});
