/**
 * What a component knows of the custom element it renders in: the element itself and `emit()`,
 * which fixes bubbles and composed for every event of the kit in one place.
 */
import { createContext, useContext } from 'react';

export interface HostApi {
  host: HTMLElement;
  emit<T>(name: `mc-${string}`, detail?: T, options?: { cancelable?: boolean }): CustomEvent<T>;
}

export function emitFrom<T>(host: EventTarget, name: string, detail?: T, options: { cancelable?: boolean } = {}): CustomEvent<T> {
  const event = new CustomEvent<T>(name, { detail: detail as T, bubbles: true, composed: true, cancelable: options.cancelable ?? false });
  host.dispatchEvent(event);
  return event;
}

export const HostContext = createContext<HostApi | null>(null);

export function useHost(): HostApi {
  const api = useContext(HostContext);
  if (!api) throw new Error('useHost() outside an element made by define()');
  return api;
}
