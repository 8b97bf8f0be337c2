import { define } from '../define.ts';
import { formStyles } from '../form/form.styles.ts';
import { pillTabsStyles } from '../base/pillTabs.styles.ts';
import { ResponsibleGaming } from './ResponsibleGaming.tsx';
import { responsibleGamingStyles } from './responsible-gaming.styles.ts';

export const MCResponsibleGaming = define('mc-responsible-gaming', ResponsibleGaming, {
  styles: [formStyles, pillTabsStyles, responsibleGamingStyles],
  texts: ['header', 'member', 'rg', 'title'],
});
