import { describe, expect, it } from 'vitest';
import { afterClosed, afterShown, decidePopup, fingerprint, popupGroups, type PopupGroup, type PopupMemory } from './announcementPopup.ts';

const item = (execution: string | undefined, title = `T-${execution}`, content = `<p>C-${execution}</p>`) => ({ title, content, execution });
const LIST = [item(undefined, 'plain'), item('A'), item('B'), item('F'), item('X')];
const fp = (group: PopupGroup, list = LIST) => fingerprint(list.filter((i) => i.execution === group));

describe('popupGroups', () => {
  it('guests see B; members A; a first-time login A and F', () => {
    expect(popupGroups({ loggedIn: false, firstTimeLogin: false })).toEqual(['B']);
    expect(popupGroups({ loggedIn: false, firstTimeLogin: true })).toEqual(['B']);
    expect(popupGroups({ loggedIn: true, firstTimeLogin: false })).toEqual(['A']);
    expect(popupGroups({ loggedIn: true, firstTimeLogin: true })).toEqual(['A', 'F']);
  });
});

describe('fingerprint', () => {
  it('changes with any title or content and with the number of items; not with other fields', () => {
    const base = fingerprint([item('A')]);
    expect(fingerprint([item('A')])).toBe(base);
    expect(fingerprint([{ ...item('A'), execution: 'B' }])).toBe(base);
    expect(fingerprint([item('A', 'other')])).not.toBe(base);
    expect(fingerprint([item('A', undefined, '<p>other</p>')])).not.toBe(base);
    expect(fingerprint([item('A'), item('A')])).not.toBe(base);
    expect(fingerprint([])).toBe(fingerprint([]));
  });
});

/**
 * The full matrix: user (guest, member, first-time member) × first-login flag × pairs changed or
 * not since last seen × closed before or not, for every group.
 */
describe('decidePopup: the matrix', () => {
  const users = [
    { name: 'guest', loggedIn: false, firstTimeLogin: false, groups: ['B'] },
    { name: 'guest flagged first-time (ignored)', loggedIn: false, firstTimeLogin: true, groups: ['B'] },
    { name: 'member', loggedIn: true, firstTimeLogin: false, groups: ['A'] },
    { name: 'first-time member', loggedIn: true, firstTimeLogin: true, groups: ['A', 'F'] },
  ] as const;

  for (const user of users) {
    for (const changed of [true, false]) {
      for (const closedBefore of [true, false]) {
        it(`${user.name}, pairs ${changed ? 'changed' : 'unchanged'}, ${closedBefore ? 'closed before' : 'never closed'}`, () => {
          const memory: PopupMemory = { seen: {}, closed: {} };
          for (const g of ['A', 'B', 'F'] as const) {
            memory.seen[g] = changed ? 'stale' : fp(g);
            if (closedBefore) memory.closed[g] = true;
          }
          const d = decidePopup(LIST, user, memory);
          const expectShow = changed || !closedBefore;
          expect(d.groups.map((g) => g.group)).toEqual(user.groups);
          expect(d.show).toBe(expectShow);
          expect(d.items.map((i) => i.execution)).toEqual(expectShow ? user.groups : []);
          for (const g of d.groups) {
            expect(g.changed).toBe(changed);
            expect(g.closedBefore).toBe(closedBefore);
          }
          // Items without a group, or of another group, never show.
          expect(d.items.some((i) => i.execution === undefined || i.execution === 'X')).toBe(false);
        });
      }
    }
  }

  it('groups are decided independently: A closed and unchanged, F new', () => {
    const memory: PopupMemory = { seen: { A: fp('A') }, closed: { A: true } };
    const d = decidePopup(LIST, { loggedIn: true, firstTimeLogin: true }, memory);
    expect(d.show).toBe(true);
    expect(d.items.map((i) => i.execution)).toEqual(['F']);
  });

  it('a group without items never shows, whatever is stored', () => {
    const list = [item('B')];
    for (const memory of [
      { seen: {}, closed: {} },
      { seen: { A: 'x' }, closed: { A: true } },
    ] as PopupMemory[]) {
      expect(decidePopup(list, { loggedIn: true, firstTimeLogin: false }, memory).show).toBe(false);
    }
    expect(decidePopup([], { loggedIn: false, firstTimeLogin: false }, { seen: {}, closed: {} }).show).toBe(false);
  });

  it('keeps list order across groups', () => {
    const list = [item('F', 'f1'), item('A', 'a1'), item('F', 'f2')];
    const d = decidePopup(list, { loggedIn: true, firstTimeLogin: true }, { seen: {}, closed: {} });
    expect(d.items.map((i) => i.title)).toEqual(['f1', 'a1', 'f2']);
  });
});

describe('memory after showing and closing', () => {
  const ctx = { loggedIn: false, firstTimeLogin: false };

  it('shown but not closed: shows again next time (unchanged, never closed)', () => {
    const first = decidePopup(LIST, ctx, { seen: {}, closed: {} });
    const memory = afterShown({ seen: {}, closed: {} }, first);
    expect(memory.seen.B).toBe(fp('B'));
    const again = decidePopup(LIST, ctx, memory);
    expect(again.show).toBe(true);
    expect(again.groups[0]!.changed).toBe(false);
  });

  it('closed: not again while the pairs stay the same; again once they change', () => {
    const first = decidePopup(LIST, ctx, { seen: {}, closed: {} });
    const closed = afterClosed(afterShown({ seen: {}, closed: {} }, first), first);
    expect(closed.closed.B).toBe(true);
    expect(decidePopup(LIST, ctx, closed).show).toBe(false);

    const edited = LIST.map((i) => (i.execution === 'B' ? { ...i, content: '<p>new text</p>' } : i));
    const next = decidePopup(edited, ctx, closed);
    expect(next.show).toBe(true);
    // Showing the changed pairs lifts the old flag, so a reload before closing shows them again.
    const shown = afterShown(closed, next);
    expect(shown.closed.B).toBeUndefined();
    expect(decidePopup(edited, ctx, shown).show).toBe(true);
  });

  it('closing touches only the groups that were shown', () => {
    const memory: PopupMemory = { seen: { A: fp('A') }, closed: { A: true } };
    const d = decidePopup(LIST, { loggedIn: true, firstTimeLogin: true }, memory);
    const after = afterClosed(memory, d);
    expect(after.closed).toEqual({ A: true, F: true });
    expect(after.seen.F).toBe(fp('F'));
  });
});
