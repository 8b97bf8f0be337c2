import { Component, type ReactNode } from 'react';
import { t } from '../../core/i18n.ts';
import { emit } from '../../core/events.ts';

interface Props {
  host: HTMLElement;
  children?: ReactNode;
}

/**
 * A broken element shows a message and a retry instead of vanishing, and tells the page
 * through `mc-error`; one element failing never takes the others down.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    emit(this.props.host, 'mc-error', { kind: 'render', message: error instanceof Error ? error.message : String(error), source: this.props.host.localName });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mc-state" role="alert">
        <span>{t('error.unknown')}</span>
        <button type="button" className="btn btn-outline" onClick={() => this.setState({ failed: false })}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
}
