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
import { PICKER_LANGUAGES, setLanguage, type LanguageCode } from '../../core/stores/language.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { Flag } from './flags.tsx';
import { useMenu } from '../base/menu.ts';

export interface LanguagePickerProps {
  list?: boolean;
}

export function LanguagePicker({ list = false }: LanguagePickerProps) {
  const { t, language } = useT();
  const { emit } = useHost();
  const { open, close, buttonProps, menuProps } = useMenu<HTMLUListElement>();

  const choose = (code: LanguageCode) => {
    close(true);
    if (code === language) return;
    setLanguage(code);
    emit('mc-language', { language: code });
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
    <>
      <button {...buttonProps} type="button" className="toggle" part="toggle" aria-label={`${t('lang.label')}: ${t(`lang.${language}`)}, ${language}`}>
        <Flag code={language} />
        <span className="code">{language}</span>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <ul {...menuProps} className="menu" part="menu" aria-label={t('lang.label')}>
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
    </>
  );
}
