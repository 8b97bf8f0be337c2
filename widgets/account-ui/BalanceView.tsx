import { walletStore } from '../../core/stores/wallet.ts';

/**
 * The player's balance where a page shows it beside other things (the header, the launch page's
 * bar): a spinner while it loads, the amount (or *** when the player hid it), and when it failed a
 * retry that says the failure's own §8 text. `.balance` and `.balance.retry` are styled by the
 * element that shows it.
 */
export function BalanceView(props: {
  status: string;
  text: string;
  hidden: boolean;
  refreshing: boolean;
  label: string;
  retryLabel: string;
  refreshingLabel: string;
}) {
  if (props.refreshing || (props.status === 'loading' && !props.text)) {
    return (
      <span className="balance" part="balance" role="status" aria-label={props.refreshingLabel}>
        <span className="spinner" aria-hidden="true" />
      </span>
    );
  }
  if (props.status === 'error' && !props.text) {
    return (
      <button type="button" className="balance retry" part="balance" onClick={() => void walletStore.load({ force: true })}>
        {props.retryLabel}
      </button>
    );
  }
  return (
    <span className="balance" part="balance" aria-label={props.hidden ? props.label : `${props.label} ${props.text}`}>
      {props.hidden ? '***' : props.text}
    </span>
  );
}
