/**
 * <mc-hot-matches>: the hot-match ticker and its dialog. The ticker shows one match at a time
 * (time, home and away team with their icons) and moves on to the next one at an interval,
 * looping. A tap opens the dialog: every match with its league, teams and logos, time, and a bet
 * button that opens the match's game (a visitor is asked to sign in).
 *
 * @event mc-launch-game - { nodeId, vendor, gameType, roomId, source: 'hot-match' } when a logged-in
 *   player taps Bet (cancelable: a page that launches the game itself cancels it; otherwise the
 *   element navigates to /m/launchGame?nodeId=…&vendor=…)
 * @event mc-navigate - to /m/login (visitor) or /m/launchGame (cancelable; the page routes it)
 * @csspart ticker - the ticker (a button)
 * @csspart dialog - the modal
 * @csspart match - one match in the modal
 * @csspart bet - a bet button
 * @cssprop --mc-hot-matches-height - ticker height (default 48px)
 */
// Spec §2.10, §4, §6; HOT_MATCH_ROTATION_MS, HOT_MATCH_SLIDE_MS.
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { HotMatch } from '../../core/api/content.ts';
import { whenNearOrIdle } from '../../core/app/near-or-idle.ts';
import { whenStill } from '../../core/app/still.ts';
import { assetUrl } from '../../core/config.ts';
import { formatMatchTime } from '../../core/format.ts';
import { requestGameLaunch } from '../../core/lobby.ts';
import { HOT_MATCH_ROTATION_MS, HOT_MATCH_SLIDE_MS } from '../../core/rules/constants.ts';
import { hotMatchStore } from '../../core/stores/content.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { Dialog } from '../base/Dialog.tsx';
import { retryTextKey } from '../base/PageStates.tsx';

export function HotMatches() {
  const { t } = useT();
  const { host } = useHost();
  const state = useStore(hotMatchStore.$state);
  const [open, setOpen] = useState(false);
  // The dialog's matches drawn while it is still shut, once the ticker has painted, the browser
  // is idle and the player has been still (so the drawing lands under no tap, the site's own
  // take-over included): the tap then only opens it (drawing them in the tap's task made it slow).
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    void hotMatchStore.load();
  }, []);

  const matches = state.value;
  const some = (matches?.length ?? 0) > 0;
  useEffect(() => {
    if (!some) return;
    let cancelStill = () => {};
    const cancelIdle = whenNearOrIdle(null, () => {
      cancelStill = whenStill(() => setDrawn(true));
    });
    return () => {
      cancelIdle();
      cancelStill();
    };
  }, [some]);
  // Stable, so opening the dialog re-renders neither the ticker nor the matches drawn already.
  const openDialog = useCallback(() => setOpen(true), []);
  const closeDialog = useCallback(() => setOpen(false), []);
  const bet = useCallback(
    (m: HotMatch) => {
      setOpen(false);
      requestGameLaunch(host, { nodeId: m.nodeId, vendor: m.vendor, gameType: 'SPORTS', roomId: m.roomId || undefined, source: 'hot-match' });
    },
    [host],
  );
  if (!matches) {
    if (state.status === 'error') {
      return (
        <div className="ticker" part="ticker">
          <button type="button" className="retry" onClick={() => void hotMatchStore.load({ force: true })}>
            {t(retryTextKey(state.error))}
          </button>
        </div>
      );
    }
    return (
      <div className="ticker" part="ticker" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <span className="skeleton" />
      </div>
    );
  }
  if (matches.length === 0) {
    return (
      <div className="ticker empty" part="ticker">
        <span className="label">{t('lobby.hot.title')}</span>
        <span className="none">{t('in_no_data')}</span>
      </div>
    );
  }

  return (
    <>
      <Ticker matches={matches} onOpen={openDialog} />
      <MatchDialog matches={matches} open={open} drawn={drawn} onClose={closeDialog} onBet={bet} />
    </>
  );
}

const Ticker = memo(function Ticker({ matches, onOpen }: { matches: HotMatch[]; onOpen: () => void }) {
  const { t } = useT();
  const many = matches.length > 1;
  const [index, setIndex] = useState(0);
  const [sliding, setSliding] = useState(false);

  // Every HOT_MATCH_ROTATION_MS the list moves up one row, sliding HOT_MATCH_SLIDE_MS; after the
  // copy of the first row at the end has slid in, it jumps back to the real first row unseen.
  useEffect(() => {
    if (!many) return;
    const timer = setInterval(() => {
      setSliding(true);
      setIndex((i) => i + 1);
    }, HOT_MATCH_ROTATION_MS);
    return () => clearInterval(timer);
  }, [many, matches]);

  useEffect(() => {
    if (index < matches.length) return;
    const timer = setTimeout(() => {
      setSliding(false);
      setIndex(0);
    }, HOT_MATCH_SLIDE_MS);
    return () => clearTimeout(timer);
  }, [index, matches.length]);

  useEffect(() => setIndex(0), [matches]);

  const rows = many ? [...matches, matches[0]!] : matches;
  return (
    <button type="button" className="ticker" part="ticker" onClick={onOpen} aria-haspopup="dialog">
      {/* Named by what it shows (title and the match on show), so the name a voice user speaks
          is the text they see; the rows scrolled out of the window are hidden from it. */}
      <span className="label">{t('lobby.hot.title')}</span>
      <span className="window">
        <span
          className="rows"
          data-index={index % matches.length}
          style={{
            transform: `translateY(calc(${-index} * var(--_row)))`,
            transition: sliding ? `transform ${HOT_MATCH_SLIDE_MS}ms ease-in-out` : 'none',
          }}
        >
          {rows.map((m, i) => {
            // Logos only for the row on show and the next one: the others load when their turn comes.
            const near = i === index || i === index + 1;
            return (
              <span className="row" key={`${m.id}-${i}`} aria-hidden={i !== index}>
                <time className="time">{formatMatchTime(m.matchTime)}</time>
                <Team name={m.homeTeam} icon={near ? m.homeTeamImageUrl : ''} size={20} />
                <span className="vs">{t('lobby.hot.vs')}</span>
                <Team name={m.awayTeam} icon={near ? m.awayTeamImageUrl : ''} size={20} reverse />
              </span>
            );
          })}
        </span>
      </span>
      <svg className="chevron flip-rtl" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
});

function Team({ name, icon, size, reverse = false }: { name: string; icon: string; size: number; reverse?: boolean }) {
  return (
    <span className={reverse ? 'team reverse' : 'team'}>
      {icon ? <img src={assetUrl(icon)} width={size} height={size} alt="" loading="lazy" decoding="async" /> : <span className="no-logo" />}
      <span className="name" dir="auto">
        {name}
      </span>
    </span>
  );
}

function MatchDialog(props: { matches: HotMatch[]; open: boolean; drawn: boolean; onClose: () => void; onBet: (m: HotMatch) => void }) {
  const { t, language } = useT();
  const { matches, onBet } = props;
  const list = useMemo(
    () => (
      <ul className="matches">
        {matches.map((m) => (
          <li key={m.id} className="match" part="match">
            <p className="league">{m.league}</p>
            <div className="teams">
              <span className="side">
                <img src={assetUrl(m.homeTeamImageUrl)} width={48} height={48} alt="" loading="lazy" />
                <span className="name" dir="auto">
                  {m.homeTeam}
                </span>
              </span>
              <span className="middle">
                <span className="vs">{t('lobby.hot.vs')}</span>
                <time className="time">{formatMatchTime(m.matchTime)}</time>
              </span>
              <span className="side">
                <img src={assetUrl(m.awayTeamImageUrl)} width={48} height={48} alt="" loading="lazy" />
                <span className="name" dir="auto">
                  {m.awayTeam}
                </span>
              </span>
            </div>
            <button
              type="button"
              className="btn btn-primary btn-block bet"
              part="bet"
              onClick={() => onBet(m)}
              aria-label={t('lobby.hot.betOn', { home: m.homeTeam, away: m.awayTeam })}
            >
              {t('lobby.hot.bet')}
            </button>
          </li>
        ))}
      </ul>
    ),
    // `t` is one function for every language: the language says when the words change.
    [matches, onBet, t, language],
  );
  return (
    <Dialog open={props.open} keepContent={props.drawn} onClose={props.onClose} heading={t('lobby.hot.title')} className="dialog" part="dialog">
      {list}
    </Dialog>
  );
}
