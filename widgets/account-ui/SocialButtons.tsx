/** Social sign-in buttons, one per provider of core/auth/providers.ts (§2.4, §2.5). */
import { useStore } from '@nanostores/react';
import { $socialProviders, type SocialProvider } from '../../core/auth/providers.ts';
import { hasText } from '../../core/i18n.ts';
import { useT } from '../base/i18n.ts';

export function SocialButtons({ onSelect, disabled }: { onSelect: (provider: SocialProvider) => void; disabled?: boolean }) {
  const { t } = useT();
  const providers = useStore($socialProviders);
  if (!providers.length) return null;
  return (
    <div className="social" part="social">
      <p className="social-title">{t('social.title')}</p>
      <div className="social-buttons">
        {providers.map((p) => {
          const name = hasText(p.label) ? t(p.label) : p.label;
          return (
            <button key={p.id} type="button" className="btn btn-outline social-button" data-provider={p.id} disabled={disabled} onClick={() => onSelect(p)}>
              {p.icon ? <img src={p.icon} width={20} height={20} alt="" /> : null}
              {t('social.continueWith', { provider: name })}
            </button>
          );
        })}
      </div>
    </div>
  );
}
