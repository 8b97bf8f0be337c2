/**
 * The part of React's API the kit uses, on preact's core: what kit/lite/react.ts exports in the
 * lite build. preact/compat would bring the rest of React's API (Suspense, portals, Children,
 * forwardRef, class component shims…) and a prop rewrite for every case React differs in; the
 * kit needs a handful of functions and three of those rewrites. The lite build and the lite
 * element tests fail to build when a module asks for anything else.
 *
 * The rewrites, for what React does and preact's core does not (`normalizeProps`):
 * - `onChange` on a text field fires on every input, as `onInput`, not when the field is left;
 * - `onFocus` and `onBlur` bubble (focusin, focusout), so a container hears its fields';
 * - SVG presentation attributes are written in camel case (`strokeWidth` is `stroke-width`).
 * Numbers in `style` get no unit here: the kit writes its lengths as strings with their unit.
 */
import { Component, type ComponentChildren, createContext, createElement, Fragment, type FunctionComponent, options, type VNode } from 'preact';
import { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

export { Component, createContext, createElement, Fragment, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState };

type Props = Record<string, unknown> & { children?: ComponentChildren };

const differs = (a: Props, b: Props): boolean => {
  for (const key in a) if (!(key in b)) return true;
  for (const key in b) if (a[key] !== b[key]) return true;
  return false;
};

/** React's `memo`: renders again only when a prop changed (compared one by one, with ===). */
export function memo<P extends object>(render: FunctionComponent<P>): FunctionComponent<P> {
  function Memo(this: Component<P>, props: P & { children?: ComponentChildren }) {
    this.shouldComponentUpdate = (next: P) => differs(this.props as Props, next as Props);
    return createElement(render, props);
  }
  return Memo;
}

const SVG_CAMEL = /^(?:clip|dominant|fill|font|stop|stroke|text)[A-Z]/;
// Inputs whose `change` event is React's onChange as it is (a click, not typing).
const CLICKED = /^(?:file|checkbox|radio)$/;

function normalizeProps<P extends Props>(type: string, props: P): P {
  let out: P | undefined;
  const set = (from: string, to: string) => {
    out ??= { ...props };
    (out as Props)[to] = out[from];
    delete out[from];
  };
  for (const name in props) {
    if (name === 'onChange') {
      if ((type === 'textarea' || (type === 'input' && !CLICKED.test(String(props.type ?? '')))) && !('onInput' in props)) set(name, 'onInput');
    } else if (name === 'onFocus') set(name, 'onfocusin');
    else if (name === 'onBlur') set(name, 'onfocusout');
    else if (SVG_CAMEL.test(name))
      set(
        name,
        name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
      );
  }
  return out ?? props;
}

const previous = options.vnode;
options.vnode = (vnode: VNode<Props>) => {
  // A custom element's props are its own (r2wc passes them as they are).
  if (typeof vnode.type === 'string' && !vnode.type.includes('-')) vnode.props = normalizeProps(vnode.type, vnode.props);
  previous?.(vnode);
};
