/** The merchant's help organisations: web links only (the platform refuses any other scheme; this checks again). */
import type { RgConfig } from '../../core/api/responsibleGaming.ts';
import { useT } from '../base/i18n.ts';

const isWebLink = (url: string) => {
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

export function HelpLinks({ links }: { links: RgConfig['helpLinks'] }) {
  const { t } = useT();
  const shown = links.filter((l) => isWebLink(l.url));
  if (shown.length === 0) return null;
  return (
    <section className="card" part="help" data-section="help" aria-labelledby="rg-help-title">
      <h2 id="rg-help-title">{t('rg.help.title')}</h2>
      <p className="hint">{t('rg.help.text')}</p>
      <ul className="help-links">
        {shown.map((l) => (
          <li key={l.url}>
            <a href={l.url} target="_blank" rel="noopener noreferrer">
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
