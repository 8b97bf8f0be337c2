/**
 * <mc-announcement-popup>: the announcement popup. Of the home announcements it shows those meant
 * for the player: the signed-in player's (with the first-sign-in ones on a first sign-in), or the
 * visitors'. It opens a moment after the page loads, and again when the announcements or the
 * player change, unless the player closed these same announcements before. It never opens under
 * the player's hand: it waits until they have been still for a moment. Links
 * to other sites open in a new tab; links to the site's pages open in place and close the popup.
 *
 * On the site's home page the platform draws it into the page and opens it as soon as the page
 * has painted: the element takes that popup over as it starts, showing the same at once, box for
 * box (no delay, no wait, no opening animation), or closing it when the player it starts with
 * should not see it.
 *
 * It draws nothing until it opens, and a list that fails to load shows nothing (a popup is no
 * place for an error message). Its dialog carries `data-settled` once it has decided for the
 * current list and player, so a page can wait for that state.
 *
 * @event mc-navigate - an in-app link in the popup was tapped (cancelable)
 * @event mc-popup - { open: boolean, groups: string[] } when the popup opens or closes
 * @csspart dialog - the popup
 * @csspart item - one announcement
 * @csspart content - an announcement's content
 * @csspart close - the close button
 */
// Spec §4: execution groups A, F, B; ANNOUNCEMENT_POPUP_DELAY_MS; rules in
// core/rules/announcementPopup.ts; the HTML is sanitised.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ANNOUNCEMENT_POPUP_DELAY_MS } from '../../core/rules/constants.ts';
import { isStill, whenStill } from '../../core/app/still.ts';
import { afterClosed, afterShown, decidePopup, POPUP_CLOSE_ANIMATION_MS, type PopupDecision } from '../../core/rules/announcementPopup.ts';
import type { Announcement } from '../../core/api/content.ts';
import { $popupAnnouncements, homeAnnouncementStore } from '../../core/stores/content.ts';
import { readPopupMemory, writePopupMemory } from '../../core/stores/popup-memory.ts';
import { takeDrawn } from '../../core/app/drawn.ts';
import { $session } from '../../core/stores/session.ts';
import { $confirm } from '../../core/stores/dialog.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { Dialog } from '../base/Dialog.tsx';
import { loadSanitizer, type Sanitizer } from '../base/sanitizer.ts';
import { PlatformHtml } from '../base/PlatformHtml.tsx';
import { inTaskOfItsOwn } from '../../core/app/task.ts';

// The sanitiser (DOMPurify) is fetched only when there is something to show (loadSanitizer()).

export function AnnouncementPopup() {
  const { t } = useT();
  const { host, emit } = useHost();
  const session = useStore($session);
  const state = useStore(homeAnnouncementStore.$state);
  const items = useStore($popupAnnouncements);
  // A question the player must answer (sign out? a contract offer after sign-in) comes first:
  // two modals at once would leave the one underneath unreachable.
  const asking = useStore($confirm) !== null;
  // The first screen's popup (host/first-screen-popup.ts): while it waits to open, this waits
  // too; on screen, this takes it over; closed by the player, it is closed here too.
  const [drawn] = useState(() => takeDrawn('mc-announcement-popup'));
  const [drawnState, setDrawnState] = useState(drawn?.state);
  // What the decision below waits for or follows; not the drawn one going (taken over: decided already).
  const drawnWaiting = drawnState === 'waiting';
  const drawnClosed = drawnState === 'closed';
  // Showing what the first screen showed: it opened after the delay and for a still player.
  const [takingOver, setTakingOver] = useState(drawn?.state === 'open');
  // `delayed`: the spec's delay has passed; `due`: and the player is still, so it may decide.
  const [delayed, setDelayed] = useState(takingOver);
  const [due, setDue] = useState(takingOver);
  useEffect(() => {
    if (!drawn) return;
    drawn.watch(() => setDrawnState(drawn.state));
    setDrawnState(drawn.state);
  }, []);
  const [shown, setShown] = useState<PopupDecision<Announcement> | null>(null);
  const [closing, setClosing] = useState(false);
  const [tools, setTools] = useState<Sanitizer | null>(null);
  // The list and player the last decision was made for: settled only while they are current.
  const [decidedOn, setDecidedOn] = useState<{ items: typeof items; session: typeof session } | null>(null);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const closingRef = useRef(false);

  useEffect(() => {
    void homeAnnouncementStore.load();
    const timer = setTimeout(() => setDelayed(true), ANNOUNCEMENT_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (delayed && !due) return whenStill(() => setDue(true));
  }, [delayed, due]);

  const loaded = state.value !== undefined;
  /** What it would show now, to this player, given what they closed before. */
  const decide = () => decidePopup(items, { loggedIn: session !== null, firstTimeLogin: session?.firstTimeLogin === true }, readPopupMemory());
  // What it would show if the player were still now: its sanitiser loads meanwhile, so that
  // neither the fetch nor the module's start fall in the task that opens it.
  useEffect(() => {
    if (!delayed || !loaded || tools) return;
    if (decide().show) void loadSanitizer().then(setTools, () => undefined);
  }, [delayed, loaded, items, session, tools]);

  // The announcements' HTML is sanitised here (an effect runs after the paint), and the dialog
  // opens in the next task: the two together would keep a tap waiting for long on a slow phone.
  const [prepared, setPrepared] = useState<{ decision: PopupDecision<Announcement>; html: ReturnType<Sanitizer['sanitizeHtml']>[] } | null>(null);
  useEffect(() => {
    if (!shown || !tools || prepared?.decision === shown) return;
    const html = shown.items.map((a) => tools.sanitizeHtml(a.content));
    return inTaskOfItsOwn(() => setPrepared({ decision: shown, html }));
  }, [shown, tools, prepared]);
  useEffect(() => {
    if (!due || !loaded || closingRef.current || asking || drawnWaiting) return;
    const decision = decide();
    // A new list or player (a sign-in's tap) may come while the player is busy: wait for stillness again.
    if (decision.show && shownRef.current === null && !takingOver && !isStill()) {
      setDue(false);
      return;
    }
    if (decision.show) {
      writePopupMemory(afterShown(readPopupMemory(), decision));
      void loadSanitizer().then(setTools, () => undefined);
    }
    const was = shownRef.current;
    setShown(decision.show ? decision : null);
    // At once, not at the next render: an effect after this one in the same pass reads it.
    shownRef.current = decision.show ? decision : null;
    setDecidedOn({ items, session });
    if (decision.show !== (was !== null)) {
      emit('mc-popup', { open: decision.show, groups: decision.groups.filter((g) => g.show).map((g) => g.group) });
    }
  }, [due, loaded, items, session, emit, asking, drawnWaiting, drawnClosed]);

  /** The player is done with it: 'do not show' for the groups it showed. */
  const remember = () => {
    const decision = shownRef.current;
    if (decision) writePopupMemory(afterClosed(readPopupMemory(), decision));
  };

  const finish = () => {
    remember();
    setTakingOver(false);
    closingRef.current = false;
    setClosing(false);
    const decision = shownRef.current;
    setShown(null);
    if (decision) emit('mc-popup', { open: false, groups: decision.groups.filter((g) => g.show).map((g) => g.group) });
  };

  // Closing: the animation runs, then the flag is stored and the dialog closes.
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(finish, POPUP_CLOSE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  // Taken off the page mid-animation: the player did close it.
  useEffect(
    () => () => {
      if (closingRef.current) remember();
    },
    [],
  );

  const startClose = () => {
    if (closingRef.current || !shownRef.current) return;
    closingRef.current = true;
    setClosing(true);
  };

  const open = shown !== null && prepared?.decision === shown;
  // An in-app link leaves the page: remember at once, there is no time for the animation.
  const onClick = useMemo(() => tools?.onContentClick(host, () => finish()), [host, tools]);

  const list = shown?.items ?? [];
  const decided = decidedOn?.items === items && decidedOn.session === session;
  const settled = due && !closing && ((decided && (shown === null || open)) || (state.status === 'error' && !loaded));

  // The first screen's popup goes in the task this one opens in (a layout effect, after the
  // dialog's own showModal), so no frame shows both; or once this has decided to show nothing.
  useLayoutEffect(() => {
    if (!drawn || drawn.state === 'gone' || !(open || settled)) return;
    drawn.remove();
    if (!open) setTakingOver(false);
  }, [open, settled]);
  useEffect(() => () => drawn?.remove(), []);
  useEffect(() => {
    if (drawnState === 'open') {
      setTakingOver(true);
      setDelayed(true);
      setDue(true);
    } else if (drawnState === 'closed') {
      // Closed by the player before this opened: nothing more to show (the memory says so
      // already). The decision above has usually seen it; while a question holds it back, this closes.
      if (shownRef.current) finish();
      else setTakingOver(false);
    }
  }, [drawnState]);
  return (
    <Dialog
      open={open}
      onClose={startClose}
      heading={list.length === 1 ? <span dir="auto">{list[0]!.title}</span> : t('lobby.popup.title')}
      className={closing ? 'dialog closing' : takingOver ? 'dialog taken-over' : 'dialog'}
      part="dialog"
      closePart="close"
      data-settled={settled ? '' : undefined}
    >
      {open && (
        <div className="body">
          {list.map((a, i) => (
            <article key={a.id} className="item" part="item" data-execution={a.execution}>
              {list.length > 1 && (
                <h3 className="title" dir="auto">
                  {a.title}
                </h3>
              )}
              <PlatformHtml html={prepared.html[i] ?? ''} onClick={onClick} />
            </article>
          ))}
        </div>
      )}
    </Dialog>
  );
}
