/**
 * Another kit element inside this one, talked to only through attributes, as a partner page
 * would (DESIGN: "composes other elements by tag name"). Loads the element on first use through
 * the page's element loader (widgets/element-loader.ts): the one way an element shows another.
 * `true` sets a boolean attribute, `false`/`undefined` removes it.
 */
import { createElement, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { defineElement } from '../element-loader.ts';

export type EmbedAttributes = Readonly<Record<string, string | boolean | undefined>>;

/** 'pending' while its code loads, 'ready' once defined, 'missing' when this page cannot define it. */
export type ElementStatus = 'pending' | 'ready' | 'missing';

const statusNow = (tag: string): ElementStatus => (customElements.get(tag) ? 'ready' : 'pending');

/**
 * Loads `tag` once `wanted` is true (a popup's element waits until it first opens) and says how
 * that went. A tag that cannot be loaded stays 'missing' for this render tree: asking again
 * means mounting again.
 */
export function useElement(tag: `mc-${string}`, wanted = true): ElementStatus {
  const [status, setStatus] = useState<ElementStatus>(() => statusNow(tag));
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void defineElement(tag).then((ok) => live && setStatus(ok ? 'ready' : 'missing'));
    return () => {
      live = false;
    };
  }, [tag, wanted]);
  return status;
}

export interface EmbedProps {
  tag: `mc-${string}`;
  attrs?: EmbedAttributes;
  className?: string;
  /** The element itself, for listening to its events. */
  elementRef?: (el: HTMLElement | null) => void;
  /** Shown while its code loads; without it the tag is in place at once and upgrades when defined. */
  loading?: ReactNode;
  /** Shown when the page cannot define it; without it the undefined tag stays. */
  fallback?: ReactNode;
  /** Told once when the page cannot define it. */
  onMissing?: () => void;
}

export function Embed({ tag, attrs = {}, className, elementRef, loading, fallback, onMissing }: EmbedProps) {
  const status = useElement(tag);
  const ref = useRef<HTMLElement | null>(null);
  const onMissingRef = useRef(onMissing);
  onMissingRef.current = onMissing;
  useEffect(() => {
    if (status === 'missing') onMissingRef.current?.();
  }, [status]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    for (const [name, value] of Object.entries(attrs)) {
      if (value === undefined || value === false) el.removeAttribute(name);
      else {
        const text = value === true ? '' : value;
        if (el.getAttribute(name) !== text) el.setAttribute(name, text);
      }
    }
  });
  const elementRefRef = useRef(elementRef);
  elementRefRef.current = elementRef;
  const setRef = useCallback((el: HTMLElement | null) => {
    ref.current = el;
    elementRefRef.current?.(el);
  }, []);

  if (status === 'pending' && loading !== undefined) return <>{loading}</>;
  if (status === 'missing' && fallback !== undefined) return <>{fallback}</>;
  return createElement(tag, { ref: setRef, className });
}
