/**
 * <mc-language-picker>: the language picker, with flags. A choice applies to every element of the
 * kit on the page at once and to the platform's answers, and is remembered on the device.
 *
 * @attr list - boolean: show the three languages side by side instead of a dropdown
 * @event mc-language - { language } after the player picked a language
 * @csspart toggle - the dropdown button
 * @csspart menu - the dropdown list
 * @csspart option - one language
 * @csspart flag - a flag icon
 */
// Spec §2.14; through the session core's setLanguage.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PICKER_LANGUAGES, setLanguage, type LanguageCode } from '../../core/stores/language.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { Flag } from './flags.tsx';

export interface LanguagePickerProps {
  list?: boolean;
}

export function LanguagePicker({ list = false }: LanguagePickerProps) {
  const { t, language } = useT();
  const { host, emit } = useHost();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const choose = (code: LanguageCode) => {
    setOpen(false);
    toggle.current?.focus();
    if (code === language) return;
    setLanguage(code);
    emit('mc-language', { language: code });
  };

  // Closes on a tap elsewhere on the page.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: Event) => {
      if (!e.composedPath().includes(host)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, host]);

  useEffect(() => {
    if (!open) return;
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    (items.find((i) => i.getAttribute('aria-checked') === 'true') ?? items[0])?.focus();
  }, [open]);

  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitemradio"]')];
    const root = e.currentTarget.getRootNode() as ShadowRoot;
    const at = items.indexOf(root.activeElement as HTMLElement);
    const move = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(items.length - 1);
    else if (e.key === 'Escape' || e.key === 'Tab') {
      setOpen(false);
      if (e.key === 'Escape') toggle.current?.focus();
      return;
    } else return;
    e.preventDefault();
  };

  if (list) {
    return (
      <div className="options" role="radiogroup" aria-label={t('lang.label')}>
        {PICKER_LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            role="radio"
            aria-checked={code === language}
            className="option"
            part="option"
            lang={code === 'TY' ? 'tl' : code.toLowerCase()}
            data-language={code}
            onClick={() => choose(code)}
          >
            <Flag code={code} />
            <span>{t(`lang.${code}`)}</span>
          </button>
        ))}
      </div>
    );
  }

  return (
    <div className="picker">
      <button
        ref={toggle}
        type="button"
        className="toggle"
        part="toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`${t('lang.label')}: ${t(`lang.${language}`)}, ${language}`}
        onClick={() => setOpen((o) => !o)}
      >
        <Flag code={language} />
        <span className="code">{language}</span>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <ul ref={menu} className="menu" part="menu" role="menu" aria-label={t('lang.label')} onKeyDown={onMenuKey}>
          {PICKER_LANGUAGES.map((code) => (
            <li key={code} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={code === language}
                className="option"
                part="option"
                lang={code === 'TY' ? 'tl' : code.toLowerCase()}
                data-language={code}
                tabIndex={-1}
                onClick={() => choose(code)}
              >
                <Flag code={code} />
                <span>{t(`lang.${code}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
