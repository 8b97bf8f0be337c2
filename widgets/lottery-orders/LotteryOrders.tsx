/**
 * <mc-lottery-orders>: the player's lottery bets, newest first with a status filter (all, open,
 * settled, cancelled) and "Load more"; and one bet's detail with its parts (draw, numbers, stake,
 * status), where a part whose draw has not closed can be cancelled after a confirmation: the stake
 * goes back to the wallet and the header's balance follows.
 *
 * The detail is a page of its own, so a bet can be linked to and the phone's back button closes
 * it.
 *
 * @attr order-id - show this order's detail instead of the list
 * @event mc-order-cancel - { orderId, subOrderId, amount } after the platform cancelled a sub-order
 * @event mc-navigate - an order's detail, back to the list, the lottery page, login (visitor)
 * @csspart filters - the status filter
 * @csspart list - the order list
 * @csspart order - one order in the list
 * @csspart detail - the order's detail
 * @csspart suborder - one sub-order in the detail
 */
// Spec §7 Games (`/lgw/orders`, `/lgw/orders/detail`, `/lgw/orders/suborders/cancel`).
import { type ReactNode, useState } from 'react';
import { cancelSubOrder, lotteryOrderDetail, lotteryOrders, type LotteryOrder, type LotteryOrderFilter, type SubOrder } from '../../core/api/games.ts';
import { call } from '../../core/api/request.ts';
import { navigate } from '../../core/nav.ts';
import { TOAST_SUCCESS_LONG_MS } from '../../core/rules/constants.ts';
import { walletStore } from '../../core/stores/wallet.ts';
import { confirm, toast, toastError } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { Balls } from '../lottery-ui/lottery.tsx';
import { MemberOnly } from '../account-ui/MemberOnly.tsx';
import { formatRecordTime, useMoney } from '../money-ui/moneyFormat.ts';
import { EmptyState, LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { useCall } from '../base/useCall.ts';

export interface LotteryOrdersProps {
  orderId?: string;
}

export type { McOrderCancelDetail as OrderCancelDetail } from '../../core/events.ts';

const PAGE_SIZE = 10;
const FILTERS: readonly ('all' | LotteryOrderFilter)[] = ['all', 'pending', 'settled', 'cancelled'];

export function LotteryOrders({ orderId }: LotteryOrdersProps) {
  return <MemberOnly>{orderId ? <OrderDetail orderId={orderId} /> : <OrderList />}</MemberOnly>;
}

/** Sub-order content of the platform: numbers separated by spaces, or a bet's own wording ("De: 45"). */
function numbersOf(content: string): string[] | null {
  const parts = content.trim().split(/\s+/);
  return parts.length > 0 && parts.every((p) => /^\d{1,2}$/.test(p)) ? parts : null;
}

function StatusBadge({ status }: { status: string }) {
  const { t } = useT();
  // the shared badge colours: open → pending, won → approved, lost/cancelled → rejected, closed → closed
  const tone = status === 'won' ? 'approved' : status === 'lost' || status === 'cancelled' ? 'rejected' : status === 'closed' ? 'closed' : 'pending';
  return (
    <span className="status" data-status={tone} data-order-status={status}>
      {t(`orders.status.${['pending', 'won', 'lost', 'cancelled', 'closed'].includes(status) ? status : 'pending'}`)}
    </span>
  );
}

function OrderList() {
  const { t } = useT();
  const { host } = useHost();
  const { money } = useMoney();
  const [filter, setFilter] = useState<'all' | LotteryOrderFilter>('all');
  const status = filter === 'all' ? undefined : filter;
  const first = useCall((signal) => call(lotteryOrders, { pageNo: 1, pageSize: PAGE_SIZE, ...(status ? { status } : {}) }, { signal }), [status]);
  const [more, setMore] = useState<{ base: unknown; items: LotteryOrder[]; page: number; totalPages: number } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  let body: ReactNode;
  if (first.status === 'error' && !first.value) body = <LoadFailedState error={first.error} onRetry={first.reload} />;
  else if (!first.value || first.status === 'loading') body = <LoadingState />;
  else if (first.value.list.length === 0) {
    body = (
      <EmptyState>
        <button type="button" className="btn btn-primary" onClick={() => navigate(host, 'lottery')}>
          {t('orders.play')}
        </button>
      </EmptyState>
    );
  } else {
    const base = first.value;
    const extra = more && more.base === base ? more : null;
    const page = extra?.page ?? 1;
    const totalPages = extra?.totalPages ?? base.totalPages;
    const seen = new Set<string>();
    const orders = [...base.list, ...(extra?.items ?? [])].filter((o) => !seen.has(o.orderId) && !!seen.add(o.orderId));
    const loadMore = async () => {
      setLoadingMore(true);
      try {
        const next = await call(lotteryOrders, { pageNo: page + 1, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
        setMore({ base, items: [...(extra?.items ?? []), ...next.list], page: page + 1, totalPages: next.totalPages });
      } catch (err) {
        toastError(err);
      } finally {
        setLoadingMore(false);
      }
    };
    body = (
      <>
        <ul className="records" part="list" aria-label={t('title.lotteryOrders')}>
          {orders.map((o) => (
            <li key={o.orderId} className="record order" part="order" data-order-id={o.orderId}>
              <button type="button" className="order-open" onClick={() => navigate(host, 'lotteryOrderDetail', { query: { orderId: o.orderId } })}>
                <span className="record-title">{o.gameName ?? o.gameCode}</span>
                <span className="record-amount">{money(o.amount)}</span>
                <span className="record-meta">
                  {t('lottery.issue', { issue: o.issue })} · {formatRecordTime(o.createdAt)}
                </span>
                <span className="record-meta record-end">
                  {t('orders.parts', { n: o.subOrders.length })} <StatusBadge status={o.status} />
                </span>
              </button>
            </li>
          ))}
        </ul>
        {page < totalPages ? (
          <div className="more">
            <button type="button" className="btn btn-outline" onClick={() => void loadMore()} disabled={loadingMore} aria-busy={loadingMore}>
              {loadingMore && <span className="spinner" aria-hidden="true" />}
              {t('records.more')}
            </button>
          </div>
        ) : (
          <p className="end-note">{t('records.end')}</p>
        )}
      </>
    );
  }

  return (
    <div className="page">
      <div className="chips" role="group" aria-label={t('orders.filter')} part="filters">
        {FILTERS.map((f) => (
          <button key={f} type="button" className="chip" aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {t(`orders.filter.${f}`)}
          </button>
        ))}
      </div>
      <div aria-live="polite" aria-busy={first.status === 'loading'}>
        {body}
      </div>
    </div>
  );
}

function OrderDetail({ orderId }: { orderId: string }) {
  const { t } = useT();
  const { host, emit } = useHost();
  const { money } = useMoney();
  const order = useCall((signal) => call(lotteryOrderDetail, { orderId }, { signal }), [orderId]);
  const [cancelling, setCancelling] = useState<string | null>(null);

  const cancel = async (sub: SubOrder) => {
    if (cancelling) return;
    const ok = await confirm({
      title: 'orders.cancel.title',
      message: t('orders.cancel.message', { issue: sub.issue ?? order.value?.issue ?? '', amount: money(sub.amount) }),
      confirmLabel: 'orders.cancel.confirm',
      cancelLabel: 'orders.cancel.keep',
    });
    if (!ok) return;
    setCancelling(sub.subOrderId);
    try {
      await call(cancelSubOrder, { orderId, subOrderId: sub.subOrderId });
      toast('success', 'orders.cancelled', TOAST_SUCCESS_LONG_MS, { amount: money(sub.amount) });
      emit('mc-order-cancel', { orderId, subOrderId: sub.subOrderId, amount: sub.amount });
      void walletStore.load({ force: true });
    } catch (err) {
      toastError(err);
    } finally {
      setCancelling(null);
      // either way the platform's word on the order is the one to show (a draw may have closed meanwhile)
      order.reload();
    }
  };

  const back = (
    <button type="button" className="btn btn-outline back" onClick={() => navigate(host, 'lotteryOrders')}>
      {t('orders.back')}
    </button>
  );

  if (order.status === 'error' && !order.value) {
    return (
      <div className="page">
        <LoadFailedState error={order.error} onRetry={order.reload} />
        {back}
      </div>
    );
  }
  if (!order.value) return <LoadingState />;
  const o = order.value;

  return (
    <div className="page" part="detail">
      <section className="section" aria-labelledby="order-title">
        <h2 className="section-title order-head" id="order-title">
          <span>{o.gameName ?? o.gameCode}</span>
          <StatusBadge status={o.status} />
        </h2>
        <dl className="kv">
          <dt>{t('orders.number')}</dt>
          <dd className="order-id">{o.orderId}</dd>
          <dt>{t('orders.placed')}</dt>
          <dd>{formatRecordTime(o.createdAt)}</dd>
          <dt>{t('orders.amount')}</dt>
          <dd className="order-amount">{money(o.amount)}</dd>
        </dl>
      </section>
      <section className="section" aria-labelledby="subs-title">
        <h2 className="section-title" id="subs-title">
          {t('orders.subOrders')}
        </h2>
        <ul className="subs">
          {o.subOrders.map((s) => {
            const numbers = numbersOf(s.content);
            return (
              <li key={s.subOrderId} className="sub" part="suborder" data-sub-order-id={s.subOrderId}>
                <div className="sub-head">
                  <span className="sub-issue">{t('lottery.issue', { issue: s.issue ?? o.issue })}</span>
                  <StatusBadge status={s.status} />
                </div>
                <div className="sub-content">
                  {numbers ? <Balls numbers={numbers} small /> : <span>{s.content}</span>}
                  <span className="sub-stake">{t('bets.stake', { amount: money(s.amount) })}</span>
                </div>
                {s.cancellable ? (
                  <div className="sub-foot">
                    {s.closeAt !== undefined && <span className="muted">{t('orders.closesAt', { time: formatRecordTime(s.closeAt) })}</span>}
                    <button
                      type="button"
                      className="btn btn-outline cancel"
                      onClick={() => void cancel(s)}
                      disabled={cancelling !== null}
                      aria-busy={cancelling === s.subOrderId}
                      aria-label={t('orders.cancel.label', { issue: s.issue ?? o.issue })}
                    >
                      {cancelling === s.subOrderId && <span className="spinner" aria-hidden="true" />}
                      {t('orders.cancel.button')}
                    </button>
                  </div>
                ) : (
                  s.status === 'closed' && <p className="muted closed-note">{t('orders.closedNote')}</p>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {back}
    </div>
  );
}
