import { define } from '../define.ts';
import { Settings } from './Settings.tsx';
import { settingsStyles } from './settings.styles.ts';

export const MCSettings = define('mc-settings', Settings, {
  styles: [settingsStyles],
  texts: ['login', 'settings', 'title'],
});
