// @vitest-environment happy-dom
/**
 * The first screen's announcement popup (popup.ts): what the server writes into the page before
 * any of the site's code, from the platform's announcements.
 */
import { describe, expect, it } from 'vitest';
import { popupScreen } from './popup.ts';
import type { Announcement } from '../../core/api/content.ts';

const t = (key: string) => `«${key}»`;
const announcement = (over: Partial<Announcement>): Announcement => ({
  id: '1',
  title: 'Weekend bonus',
  content: '<p>Deposit 100, get 50.</p>',
  contentType: 'PU',
  execution: 'A',
  createdAt: 0,
  ...over,
});
const draw = (list: Announcement[]) => new DOMParser().parseFromString(popupScreen(list, t), 'text/html');

describe('popupScreen', () => {
  it('draws nothing without an announcement meant for a popup', () => {
    expect(popupScreen([announcement({ execution: undefined })], t)).toBe('');
    expect(popupScreen(undefined, t)).toBe('');
  });

  it('lets each title and content read in its own direction (an English announcement under an Arabic page)', () => {
    const doc = draw([announcement({}), announcement({ id: '2', title: 'مكافأة', content: '<p>نص</p>' })]);
    const directions = [...doc.querySelectorAll('h2, .title, .platform-html')].map((e) => e.getAttribute('dir'));
    expect(directions).toEqual(['auto', 'auto', 'auto', 'auto', 'auto']);
  });

  it('writes the platform title as text and its content through the sanitiser', () => {
    const doc = draw([announcement({ title: '<img src=x onerror=alert(1)>', content: '<p onclick="alert(1)">Hi<script>alert(1)</script></p>' })]);
    expect(doc.querySelector('.title')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(doc.querySelector('.platform-html')!.innerHTML).toBe('<p>Hi</p>');
    expect(doc.querySelector('[onclick], script, .title img')).toBe(null);
  });
});
