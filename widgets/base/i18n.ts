import { useStore } from '@nanostores/react';
import { $translations, t } from '../../core/i18n.ts';

/** Texts for a component; it re-renders when the language or the loaded texts change. */
export function useT() {
  const state = useStore($translations);
  return { t, language: state.language, dir: state.dir, ready: state.ready };
}
