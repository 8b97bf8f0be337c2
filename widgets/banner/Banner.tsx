/**
 * <mc-banner>: the banner carousel (home and help pages). It loops and plays by itself, with page
 * dots only when there is more than one banner. A banner with a link opens it: a page of the site
 * in place, another address in a new tab. The box has the banners' own shape from the first paint,
 * so nothing below it moves when the images arrive. The carousel's code loads when it is first
 * needed (its first turn, or a touch or a dot tapped); the dots are there from the start.
 *
 * @attr position - which banners: home (default) | help
 * @event mc-navigate - a banner with an in-app link was tapped (cancelable; the page routes it)
 * @csspart frame - the banner box (skeleton, carousel, empty and error states)
 * @csspart image - each banner image
 * @csspart pagination - the pagination dots
 * @cssprop --mc-banner-radius - corner radius of the box (default 0)
 * @cssprop --mc-banner-dot-color - colour of the active dot (default the primary colour)
 */
// Spec §2.10, §2.3; BANNER_AUTOPLAY_MS. The carousel code (swiper) is not part of the first
// screen; its CSS is adopted into the shadow root like every other style.
import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Banner as BannerItem } from '../../core/api/content.ts';
import { assetUrl } from '../../core/config.ts';
import { isExternalLink, navigate, type NavigateTarget } from '../../core/nav.ts';
import { BANNER_AUTOPLAY_MS } from '../../core/rules/constants.ts';
import { bannerStore, type BannerPosition } from '../../core/stores/content.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import type { Carousel as CarouselHandle } from './carousel.ts';
import { retryTextKey } from '../base/PageStates.tsx';
import { safeUrl } from '../../core/url.ts';

export interface BannerProps {
  position?: string;
}

/** The platform's banner sizes per position, used for the box before the list arrives. */
export const BANNER_DEFAULT_SIZE: Readonly<Record<BannerPosition, readonly [number, number]>> = {
  home: [750, 300],
  help: [750, 200],
};

const toPosition = (value: string | undefined): BannerPosition => (value === 'help' ? 'help' : 'home');

export function Banner({ position }: BannerProps) {
  const { t } = useT();
  const pos = toPosition(position);
  const store = bannerStore(pos);
  const state = useStore(store.$state);

  useEffect(() => {
    void store.load();
  }, [store]);

  const list = state.value;
  const [w, h] = list?.[0] ? [list[0].width, list[0].height] : BANNER_DEFAULT_SIZE[pos];
  const ratio: CSSProperties = { aspectRatio: `${w} / ${h}` };

  if (!list) {
    if (state.status === 'error') {
      return (
        <div className="frame state" part="frame" style={ratio}>
          <button type="button" className="retry" onClick={() => void store.load({ force: true })}>
            {t(retryTextKey(state.error))}
          </button>
        </div>
      );
    }
    return <div className="frame skeleton" part="frame" style={ratio} role="status" aria-busy="true" aria-label={t('common.loading')} />;
  }
  if (list.length === 0) {
    return (
      <div className="frame state" part="frame" style={ratio}>
        <span>{t('in_no_data')}</span>
      </div>
    );
  }
  // A new list (another language, new banners) is a new carousel.
  return <Carousel key={list.map((b) => `${b.id}|${b.url}|${b.link}`).join(',')} banners={list} ratio={ratio} />;
}

/** How far a pointer moves sideways before the carousel runs to be a swipe rather than a tap. */
const SWIPE_MIN_PX = 30;

/** Set once the carousel code is in: a later carousel (another language, new banners) starts at once. */
let carouselLoaded = false;

function Carousel({ banners, ratio }: { banners: BannerItem[]; ratio: CSSProperties }) {
  const { t, dir } = useT();
  const { host } = useHost();
  const frame = useRef<HTMLDivElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  const carousel = useRef<CarouselHandle | null>(null);
  const firstImage = useRef<HTMLImageElement>(null);
  /** Starts the carousel (loads its code), then does what the player or the autoplay asked. */
  const start = useRef<(then?: (c: CarouselHandle) => void) => void>(() => undefined);
  /** What a start asked for, until the carousel runs (a re-run of the effect below takes it over). */
  const pendingStart = useRef<((c: CarouselHandle) => void) | null>(null);
  /** Keyboard focus inside: no turn, before the carousel runs too. */
  const paused = useRef(false);
  /** The carousel runs (its own dots replace the ones rendered here). */
  const [live, setLive] = useState(false);
  const many = banners.length > 1;

  useEffect(() => {
    if (!many) return; // one banner: no carousel, no autoplay
    let cancelled = false;
    let started = false;
    let turn: ReturnType<typeof setTimeout> | undefined;
    const el = frame.current;
    const reduceMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    const goTo = (index: number) => escapeHtml(t('lobby.banner.goTo', { index }));
    // A dot's own tap says where to go (below). A swipe made before the carousel runs is not
    // lost: the carousel starts, then makes the same move (its own handlers missed the start).
    const onPointer = (event: PointerEvent) => {
      if ((event.target as Element | null)?.closest?.('.swiper-pagination-bullet')) return;
      let ready: CarouselHandle | undefined;
      let move: ((c: CarouselHandle) => void) | undefined;
      const from = { x: event.clientX, y: event.clientY };
      const onUp = (up: PointerEvent) => {
        const dx = up.clientX - from.x;
        if (!el || Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(up.clientY - from.y)) return;
        // Leftwards goes to the next banner; right to left, rightwards does.
        const forward = dx < 0 !== (getComputedStyle(el).direction === 'rtl');
        move = (c) => (forward ? c.swiper.slideNext() : c.swiper.slidePrev());
        // A mouse's drag ends in a click on the banner it started on: that is no tap on its link.
        const noTap = (click: Event) => {
          click.preventDefault();
          click.stopPropagation();
        };
        el.addEventListener('click', noTap, { capture: true });
        setTimeout(() => el.removeEventListener('click', noTap, { capture: true }));
        if (ready) move(ready);
      };
      window.addEventListener('pointerup', onUp, { once: true });
      start.current((c) => {
        ready = c;
        move?.(c);
      });
    };
    start.current = (then) => {
      if (started) return;
      started = true;
      pendingStart.current = then ?? (() => undefined);
      clearTimeout(turn);
      el?.removeEventListener('pointerdown', onPointer);
      void import('./carousel.ts').then(({ createCarousel }) => {
        carouselLoaded = true;
        if (cancelled || !frame.current) return;
        pendingStart.current = null;
        carousel.current = createCarousel(
          frame.current,
          {
            // Loop mode needs three slides to have one on each side; two rewind instead.
            loop: banners.length > 2,
            rewind: banners.length === 2,
            pagination: {
              el: dots.current,
              clickable: true,
              renderBullet: (index, className) => `<button type="button" class="${className}" aria-label="${goTo(index + 1)}"></button>`,
            },
          },
          reduceMotion ? 0 : BANNER_AUTOPLAY_MS,
        );
        if (paused.current) carousel.current.pause();
        frame.current.dataset.autoplay = carousel.current.playing ? 'on' : 'off';
        setLive(true);
        then?.(carousel.current);
      });
    };
    // A start the last run of this effect was making (its texts changed meanwhile): made here.
    if (pendingStart.current) start.current(pendingStart.current);
    // The autoplay's first turn, counted from when the first banner is on screen (a hidden page
    // or a paused banner waits for the next one).
    const nextTurn = () => {
      turn = setTimeout(() => (paused.current || document.hidden ? nextTurn() : start.current((c) => c.swiper.slideNext())), BANNER_AUTOPLAY_MS);
    };
    const first = firstImage.current;
    const firstShown =
      first && !first.complete
        ? new Promise<void>((resolve) => {
            first.addEventListener('load', () => resolve(), { once: true });
            first.addEventListener('error', () => resolve(), { once: true });
          })
        : Promise.resolve();
    void firstShown.then(() => {
      if (cancelled || started || !el) return;
      if (carouselLoaded) return start.current();
      if (!reduceMotion) nextTurn();
      el.dataset.autoplay = reduceMotion ? 'off' : 'on';
    });
    // A swipe needs the carousel: a touch starts it.
    el?.addEventListener('pointerdown', onPointer);
    return () => {
      cancelled = true;
      clearTimeout(turn);
      el?.removeEventListener('pointerdown', onPointer);
      carousel.current?.destroy();
      carousel.current = null;
    };
    // The list's length, not the list: an answer with the same banners is a new array, and a new
    // carousel would start again at the first banner (a swipe made meanwhile lost with the old
    // one). Other banners are another carousel altogether (the key above); another direction
    // (a change to or from Arabic) is a new one too, as swiper takes it when it starts.
  }, [banners.length, many, t, dir]);

  const open = (event: MouseEvent<HTMLAnchorElement>, link: string) => {
    if (isExternalLink(link)) return; // a real link: new tab, no opener
    event.preventDefault();
    navigate(host, link as NavigateTarget);
  };

  // Keyboard and screen-reader users are not moved away from what they are reading.
  const pause = () => {
    paused.current = true;
    carousel.current?.pause();
  };
  const resume = () => {
    paused.current = false;
    carousel.current?.resume();
  };

  return (
    <div
      ref={frame}
      // Horizontal from the start: a swipe before the carousel runs reaches it as pointer events (pan-y).
      className="frame swiper swiper-horizontal"
      part="frame"
      style={ratio}
      role="region"
      aria-roledescription="carousel"
      aria-label={t('lobby.banner.label')}
      onFocus={pause}
      onBlur={resume}
    >
      <div className="swiper-wrapper">
        {banners.map((b, i) => {
          const image = (
            <img
              ref={i === 0 ? firstImage : undefined}
              part="image"
              src={assetUrl(b.url)}
              width={b.width}
              height={b.height}
              alt={b.title}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding={i === 0 ? 'sync' : 'async'}
              fetchPriority={i === 0 ? 'high' : 'low'}
            />
          );
          const link = safeUrl(b.link); // the kit's allow-list: a refused link makes the banner a plain image
          return (
            <div className="swiper-slide" key={b.id} data-index={i} role="group" aria-roledescription="slide" aria-label={`${i + 1} / ${banners.length}`}>
              {link ? (
                <a
                  href={isExternalLink(link) ? link : link.startsWith('/') ? link : `/${link}`}
                  {...(isExternalLink(link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  onClick={(e) => open(e, link)}
                >
                  {image}
                </a>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {many && <div ref={dots} className="swiper-pagination" part={live ? 'pagination' : undefined} />}
      {many && !live && (
        // The carousel's dots, as swiper draws them, until it runs: the first tap on one starts it there.
        <div className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal" part="pagination">
          {banners.map((b, i) => (
            <button
              type="button"
              key={b.id}
              className={i === 0 ? 'swiper-pagination-bullet swiper-pagination-bullet-active' : 'swiper-pagination-bullet'}
              aria-label={t('lobby.banner.goTo', { index: i + 1 })}
              onClick={() => start.current((c) => c.swiper.slideToLoop(i))}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
