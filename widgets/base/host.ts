/**
 * What a component knows of the custom element it renders in: the element itself and `emit()`,
 * the kit's one emit (core/events.ts) sent from that element, typed by the event map.
 */
import { createContext, useContext } from 'react';
import type { McEventMap, McEventName } from '../../core/events.ts';

export interface HostApi {
  host: HTMLElement;
  emit<K extends McEventName>(name: K, detail: McEventMap[K]): CustomEvent<McEventMap[K]>;
}

export const HostContext = createContext<HostApi | null>(null);

export function useHost(): HostApi {
  const api = useContext(HostContext);
  if (!api) throw new Error('useHost() outside an element made by define()');
  return api;
}
