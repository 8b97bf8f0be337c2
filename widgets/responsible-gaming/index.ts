import { define } from '../define.ts';
import { formStyles } from '../ui/form.styles.ts';
import { pillTabsStyles } from '../ui/pillTabs.styles.ts';
import { ResponsibleGaming } from './ResponsibleGaming.tsx';
import { responsibleGamingStyles } from './responsible-gaming.styles.ts';

export const MCResponsibleGaming = define('mc-responsible-gaming', ResponsibleGaming, {
  styles: [formStyles, pillTabsStyles, responsibleGamingStyles],
});
