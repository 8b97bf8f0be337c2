/**
 * <mc-user-agreement>: the user agreement (/m/useragreement). The text ships with the kit in
 * every language of the picker (the platform has no call for it); a contents list jumps to each
 * section, and customer service is one tap away.
 *
 * @attr section - the section to show first: its number, 1 to 8
 * @event mc-navigate - customer service
 * @csspart contents - the contents list
 * @csspart section - one section
 */
import { useEffect, useRef } from 'react';
import { navigate } from '../../core/nav.ts';
import { AGE_LIMITS } from '../../core/rules/constants.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';

export interface UserAgreementProps {
  section?: string;
}

export const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export function UserAgreement({ section }: UserAgreementProps) {
  const { t } = useT();
  const { host } = useHost();
  const root = useRef<HTMLDivElement>(null);

  const jump = (n: number) => {
    const target = root.current?.querySelector<HTMLElement>(`#agreement-${n}`);
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus({ preventScroll: true });
  };

  useEffect(() => {
    const n = Number(section);
    if (Number.isInteger(n) && n >= 1 && n <= SECTIONS.length) jump(n);
  }, [section]);

  return (
    <div className="page" ref={root}>
      <header className="intro">
        <h2>{t('agreement.heading')}</h2>
        <p>{t('agreement.intro', { site: t('site.name') })}</p>
      </header>
      <nav className="contents" part="contents" aria-label={t('agreement.contents')}>
        <ol>
          {SECTIONS.map((n) => (
            <li key={n}>
              <button type="button" onClick={() => jump(n)}>
                {t(`agreement.s${n}.title`)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((n) => (
        <section key={n} className="section" part="section" id={`agreement-${n}`} tabIndex={-1} aria-labelledby={`agreement-${n}-title`}>
          <h3 id={`agreement-${n}-title`}>
            {n}. {t(`agreement.s${n}.title`)}
          </h3>
          <p>{t(`agreement.s${n}.text`, { age: AGE_LIMITS[0], site: t('site.name') })}</p>
        </section>
      ))}
      <p className="questions">
        {t('agreement.questions')}{' '}
        <button type="button" className="link" onClick={() => navigate(host, 'service')}>
          {t('title.service')}
        </button>
      </p>
    </div>
  );
}
