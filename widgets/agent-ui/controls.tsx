/**
 * Date-range tabs and a pager for the agency centre's reports and lists.
 *
 * @csspart range - the date-range choice (today, yesterday, 7 days, 30 days)
 * @csspart pager - the page buttons under a list
 * @csspart stat - one figure with its label
 */
import { RANGE_PRESETS, type RangePreset } from '../../core/agent/dateRange.ts';
import { useT } from '../base/i18n.ts';

export function RangeTabs({ value, onChange }: { value: RangePreset; onChange: (p: RangePreset) => void }) {
  const { t } = useT();
  return (
    <div className="range" role="group" aria-label={t('agent.range.label')} part="range">
      {RANGE_PRESETS.map((p) => (
        <button key={p} type="button" className="chip" aria-pressed={p === value} onClick={() => onChange(p)}>
          {t(`agent.range.${p}`)}
        </button>
      ))}
    </div>
  );
}

export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useT();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('agent.pager.label')} part="pager">
      <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('agent.pager.previous')}
      </button>
      <span className="pager-at">{t('agent.pager.at', { page, total: totalPages })}</span>
      <button type="button" className="btn btn-outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('agent.pager.next')}
      </button>
    </nav>
  );
}

/** A labelled figure of a report. */
export function Stat({ label, value, tone }: { label: string; value: string; tone?: 'up' | 'down' }) {
  return (
    <div className="stat" part="stat">
      <dt>{label}</dt>
      <dd className={tone}>{value}</dd>
    </div>
  );
}

export { formatDate, formatDateTime } from '../../core/format.ts';
