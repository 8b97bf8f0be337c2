/**
 * The part of React's API the kit's components use, on preact's core, in place of preact/compat.
 * preact/compat brings all of React's surface whether an element uses it or not: its vnode
 * hook normalises every prop of every element for cases the kit never writes (select lists by
 * value, numbers in styles, defaultProps, class components' legacy lifecycles, synthetic-event
 * methods), and it was 2.1 kB gzip of the runtime every element loads. What the kit's JSX relies on:
 *
 * - `onChange` on a text field (input, textarea) fires on every keystroke, as React's does (the
 *   DOM's change event fires on leaving the field): it becomes `oninput`. On a checkbox or radio
 *   button it is the click, as React's is: it becomes `onclick`.
 * - `onFocus` and `onBlur` hear the focus of descendants too (React listens to focusin and
 *   focusout): they become those.
 * - SVG presentation attributes written in camelCase (`strokeWidth`) are the DOM's kebab-case.
 * - `memo`.
 *
 * What else the kit imports from 'react' (hooks, createElement, Fragment, Component,
 * createContext) is preact's own. kit/lite/react-semantics.browser.test.tsx checks these cases
 * in both builds. A name the kit imports from 'react' that this module does not export is a
 * missing export: the lite build fails, and so does every lite element test that loads it.
 */
import { Component, createElement, options, type FunctionComponent, type VNode } from 'preact';

export { Component, createContext, createElement, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

const SVG_ELEMENT = /^(?:svg|g|path|circle|ellipse|line|polyline|polygon|rect|text|tspan|stop)$/;
// The hyphenated SVG attributes the elements write in camel case (strokeWidth, fontSize,
// textAnchor, stopColor…), not those camel case in SVG itself (textLength, clipPathUnits). A new
// one goes here: kit/lite/react-semantics.browser.test.tsx checks them in both builds.
const PRESENTATION_ATTRIBUTE = /^(?:stroke|fill|font|stop|text(?!Length)|clip(?!PathUnits))[A-Z]/;
const BOX = /^(?:checkbox|radio)$/;

/** The DOM's name for a prop React names otherwise on this element, or undefined. */
function domName(type: string, name: string, props: Record<string, unknown>): string | undefined {
  if (name === 'onChange') {
    if (type === 'textarea') return 'oninput';
    if (type !== 'input') return undefined;
    // A box's click comes when it is already ticked, before its input and change events: heard
    // there, as React hears it, a render between those two (one a form's onInput asks for) finds
    // the state ticked too, where it would set the box back. A box with its own onClick keeps change.
    if (BOX.test(String(props.type))) return props.onClick ? undefined : 'onclick';
    return props.type === 'file' ? undefined : 'oninput';
  }
  if (name === 'onFocus') return 'onfocusin';
  if (name === 'onBlur') return 'onfocusout';
  if (PRESENTATION_ATTRIBUTE.test(name) && SVG_ELEMENT.test(type)) return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return undefined;
}

const nextVnodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const { type } = vnode;
  if (typeof type === 'string') {
    const props = vnode.props as Record<string, unknown>;
    let renamed: Record<string, unknown> | undefined;
    for (const name in props) {
      const to = domName(type, name, props);
      if (to === undefined) continue;
      renamed ??= { ...props };
      renamed[to] = props[name];
      delete renamed[name];
    }
    if (renamed) vnode.props = renamed as typeof vnode.props;
  }
  nextVnodeHook?.(vnode);
};

function changed(previous: Record<string, unknown>, next: Record<string, unknown>): boolean {
  for (const key in previous) if (previous[key] !== next[key]) return true;
  for (const key in next) if (!(key in previous)) return true;
  return false;
}

/** React's `memo`: the component renders again only when a prop changed (compared with ===). */
export function memo<P extends object>(render: FunctionComponent<P>): FunctionComponent<P> {
  // preact calls a function component with its instance as `this`, where a class component's
  // shouldComponentUpdate is read.
  function Memo(this: Component<P>, props: P) {
    this.shouldComponentUpdate = (next: P) => changed(this.props as Record<string, unknown>, next as Record<string, unknown>);
    return createElement(render, props);
  }
  Memo.displayName = `Memo(${render.displayName ?? render.name})`;
  return Memo;
}
