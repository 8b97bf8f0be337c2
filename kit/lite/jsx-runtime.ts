/**
 * `react/jsx-runtime` in the lite build: preact's, with the React semantics of compat.ts installed
 * first (its vnode hook), whatever module renders first.
 */
import './compat.ts';

export { Fragment, jsx, jsxDEV, jsxs } from 'preact/jsx-runtime';
