/**
 * The way out of a page that has no site header (§2.3 hides it on login, register and forget):
 * a close control of the page itself, leading where §2.3's back arrow would, home. The element
 * shows it when its page asks (`closable`): on a partner page the form is usually one part of a
 * page that has its own way around.
 *
 * @csspart close - the close control of a form shown on a page of its own
 */
import { navigate } from '../../core/nav.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { CLOSE_ICON } from '../../core/icons.ts';

export function PageClose() {
  const { t } = useT();
  const { host } = useHost();
  return (
    <button type="button" className="page-close" part="close" aria-label={t('common.close')} onClick={() => navigate(host, 'home')}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d={CLOSE_ICON} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
