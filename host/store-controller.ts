import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ReadableAtom } from 'nanostores';

/**
 * Re-renders a lit element when a nanostores atom changes, and only while the element is
 * connected (so a removed shell does not keep listeners alive).
 */
export class StoreController<T> implements ReactiveController {
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly store: ReadableAtom<T>,
  ) {
    host.addController(this);
  }

  get value(): T {
    return this.store.get();
  }

  hostConnected(): void {
    this.unsubscribe = this.store.listen(() => this.host.requestUpdate());
    this.host.requestUpdate(); // it may have changed while disconnected
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }
}
