/**
 * Another kit element inside this one, talked to only through attributes, as a partner page
 * would (DESIGN: "composes other elements by tag name"). Loads the element on first use.
 * `true` sets a boolean attribute, `false`/`undefined` removes it.
 */
import { createElement, useEffect, useLayoutEffect, useRef } from 'react';
import { defineElement } from '../element-loader.ts';

export type EmbedAttributes = Readonly<Record<string, string | boolean | undefined>>;

export function Embed({ tag, attrs = {}, className }: { tag: `mc-${string}`; attrs?: EmbedAttributes; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    void defineElement(tag);
  }, [tag]);
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
  return createElement(tag, { ref, className });
}
