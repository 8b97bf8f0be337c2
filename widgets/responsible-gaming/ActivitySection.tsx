/**
 * The activity statement: deposits, withdrawals, stakes and net result per day, week or month.
 * The chart draws the net result of each period; the table under it holds every number and is
 * the chart's text alternative (the chart names it as its description).
 */
import { useState } from 'react';
import { call } from '../../core/api/request.ts';
import { activityStatement, LIMIT_PERIODS, type LimitPeriod, type StatementRow } from '../../core/api/responsibleGaming.ts';
import { formatDate } from '../../core/format.ts';
import { useT } from '../base/i18n.ts';
import { useMoney } from '../money-ui/moneyFormat.ts';
import { LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { Tabs } from '../base/Tabs.tsx';
import { useCall } from '../base/useCall.ts';

const W = 320;
const H = 140;
const PAD = 8;

/** A period's first day as the player reads dates ('2027-03-29' → 29 Mar 2027). */
const dayOf = (start: string, language: Parameters<typeof formatDate>[1]) => formatDate(Date.parse(`${start}T12:00:00Z`), language);

export function ActivitySection() {
  const { t } = useT();
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const data = useCall((signal) => call(activityStatement, { period }, { signal }), [period]);
  return (
    <section className="card" part="section" data-section="activity" aria-labelledby="rg-activity-title">
      <h2 id="rg-activity-title">{t('rg.activity.title')}</h2>
      <Tabs
        label={t('rg.activity.period')}
        idPrefix="rg-activity"
        tabs={LIMIT_PERIODS.map((p) => ({ id: p, label: t(`rg.period.${p}`) }))}
        value={period}
        onChange={setPeriod}
      />
      <div id="rg-activity-panel" role="tabpanel" aria-labelledby={`rg-activity-tab-${period}`}>
        {data.status === 'error' ? (
          <LoadFailedState error={data.error} onRetry={data.reload} />
        ) : data.status !== 'ready' || !data.value ? (
          <LoadingState minHeight={H + 200} />
        ) : (
          <Statement rows={data.value} />
        )}
      </div>
    </section>
  );
}

function Statement({ rows }: { rows: StatementRow[] }) {
  const { t, language } = useT();
  const { money } = useMoney();
  const top = Math.max(1, ...rows.map((r) => Math.abs(r.net)));
  const slot = (W - 2 * PAD) / rows.length;
  const mid = H / 2;
  const scale = (mid - PAD) / top;
  return (
    <>
      {/* Time runs the reading direction: right to left in RTL (the chart has no text to mirror). */}
      <svg
        className="chart flip-rtl"
        part="chart"
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        height={H}
        role="img"
        aria-labelledby="rg-chart-title"
        aria-describedby="rg-statement"
      >
        <title id="rg-chart-title">{t('rg.activity.chart')}</title>
        <line x1={PAD} x2={W - PAD} y1={mid} y2={mid} className="axis" />
        {rows.map((r, i) => {
          const h = Math.abs(r.net) * scale;
          return (
            <rect
              key={r.start}
              className={r.net < 0 ? 'bar loss' : 'bar win'}
              x={PAD + i * slot + slot * 0.2}
              width={slot * 0.6}
              y={r.net < 0 ? mid : mid - h}
              height={Math.max(h, r.net === 0 ? 0 : 1)}
            />
          );
        })}
      </svg>
      {/* Scrolls sideways on narrow screens: focusable, so a keyboard can scroll it too. */}
      <div className="table-wrap" role="region" aria-labelledby="rg-activity-title" tabIndex={0}>
        <table id="rg-statement">
          <caption className="visually-hidden">{t('rg.activity.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rg.activity.period')}</th>
              <th scope="col">{t('rg.activity.deposits')}</th>
              <th scope="col">{t('rg.activity.withdrawals')}</th>
              <th scope="col">{t('rg.activity.bets')}</th>
              <th scope="col">{t('rg.activity.net')}</th>
            </tr>
          </thead>
          <tbody>
            {[...rows].reverse().map((r) => (
              <tr key={r.start}>
                <th scope="row">{dayOf(r.start, language)}</th>
                <td>{money(r.deposits)}</td>
                <td>{money(r.withdrawals)}</td>
                <td>{money(r.bets)}</td>
                <td className={r.net < 0 ? 'loss' : r.net > 0 ? 'win' : undefined}>{money(r.net, { sign: true })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
