/**
 * The filter panel of §2.11, a modal bottom sheet (useModal: focus kept inside and given
 * back): vendor chips (All plus one per vendor; tapping the chosen chip again unselects it), for
 * RNG a game-type group and a minimum-bet group (§5 options), Submit and Clear, and an Other
 * games section that switches the category. It edits a draft; only Submit applies it.
 */
import { useLayoutEffect, useState } from 'react';
import type { VendorEntry } from '../../core/api/games.ts';
import { assetUrl } from '../../core/config.ts';
import { MIN_BET_OPTIONS } from '../../core/rules/constants.ts';
import { useT } from '../base/i18n.ts';
import { useModal } from '../base/modal.ts';
import { CLOSE_ICON } from '../../core/icons.ts';

export interface FilterDraft {
  vendor?: string;
  classify: string;
  minBet?: number;
}

export interface FilterPanelProps {
  open: boolean;
  gameType: string;
  value: FilterDraft;
  vendors: readonly VendorEntry[];
  classifications: readonly { key: string; displayName: string }[];
  /** Game types for the Other games section; empty hides it. */
  otherTypes: readonly string[];
  onSubmit(draft: FilterDraft): void;
  onClose(): void;
  onOtherType(gameType: string): void;
}

/** Classifications the game-type group offers: the type's own, never the view tabs (FAV, HOT…). */
const VIEW_TABS = new Set(['NEW', 'FAV', 'HOT', 'RECENT']);

export function FilterPanel({ open, gameType, value, vendors, classifications, otherTypes, onSubmit, onClose, onOtherType }: FilterPanelProps) {
  const { t } = useT();
  const modal = useModal(open, onClose);
  const [draft, setDraft] = useState<FilterDraft>(value);

  useLayoutEffect(() => {
    if (open) setDraft(value);
    // Opening copies the applied filter into the draft; `value` changes while open are ignored.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const isRng = gameType === 'RNG';
  const typeOptions = classifications.filter((c) => !VIEW_TABS.has(c.key));
  // A view tab (New, Hot…) stays what it is; the group then shows All.
  const draftClassify = VIEW_TABS.has(draft.classify) ? 'ALL' : draft.classify;
  const keepView = (classify: string) => (VIEW_TABS.has(value.classify) && classify === 'ALL' ? value.classify : classify);

  const chip = (pressed: boolean, label: string, onClick: () => void, key: string, icon?: string) => (
    <button key={key} type="button" className="chip" aria-pressed={pressed} onClick={onClick}>
      {icon && <img src={assetUrl(icon)} width={20} height={20} alt="" loading="lazy" />}
      {label}
    </button>
  );

  return (
    <dialog ref={modal.ref} className="sheet" part="filter" aria-labelledby="mc-filter-title" onKeyDown={modal.onKeyDown} onCancel={modal.onCancel}>
      {open && (
        <form
          method="dialog"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit(draft);
          }}
        >
          <div className="sheet-head">
            <h2 id="mc-filter-title">{t('games.filter.title')}</h2>
            <button type="button" className="icon-btn" onClick={onClose} aria-label={t('common.close')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d={CLOSE_ICON} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>

          <fieldset>
            <legend>{t('games.filter.vendor')}</legend>
            <div className="chips">
              {chip(!draft.vendor, t('games.filter.all'), () => setDraft((d) => ({ ...d, vendor: undefined })), 'all')}
              {vendors.map((v) =>
                chip(
                  draft.vendor === v.vassalage,
                  v.displayName,
                  // A chosen chip tapped again unselects it (back to All).
                  () => setDraft((d) => ({ ...d, vendor: d.vendor === v.vassalage ? undefined : v.vassalage })),
                  v.vassalage,
                  v.mobileSmallIcon || undefined,
                ),
              )}
            </div>
          </fieldset>

          {isRng && typeOptions.length > 0 && (
            <fieldset>
              <legend>{t('games.filter.game_type')}</legend>
              <div className="chips">
                {chip(draftClassify === 'ALL', t('games.filter.all'), () => setDraft((d) => ({ ...d, classify: keepView('ALL') })), 'ALL')}
                {typeOptions.map((c) =>
                  chip(
                    draftClassify === c.key,
                    c.displayName,
                    () => setDraft((d) => ({ ...d, classify: draftClassify === c.key ? keepView('ALL') : c.key })),
                    c.key,
                  ),
                )}
              </div>
            </fieldset>
          )}

          {isRng && (
            <fieldset>
              <legend>{t('games.filter.min_bet')}</legend>
              <div className="chips">
                {MIN_BET_OPTIONS.map((option) => {
                  const amount = option === 'all' ? undefined : option;
                  return chip(
                    draft.minBet === amount,
                    option === 'all' ? t('games.filter.all') : String(option),
                    () => setDraft((d) => ({ ...d, minBet: d.minBet === amount ? undefined : amount })),
                    String(option),
                  );
                })}
              </div>
            </fieldset>
          )}

          {otherTypes.length > 0 && (
            <fieldset>
              <legend>{t('games.filter.other')}</legend>
              <div className="chips">
                {otherTypes.map((type) => (
                  <button key={type} type="button" className="chip" onClick={() => onOtherType(type)}>
                    {t(`games.type.${type}`)}
                  </button>
                ))}
              </div>
            </fieldset>
          )}

          <div className="sheet-actions">
            <button type="button" className="btn btn-outline" onClick={() => setDraft({ classify: keepView('ALL') })}>
              {t('games.filter.clear')}
            </button>
            <button type="submit" className="btn btn-primary">
              {t('games.filter.submit')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
