import { define } from '../define.ts';
import { dialogStyles } from '../base/dialog.styles.ts';
import { DownloadBar } from './DownloadBar.tsx';
import { downloadBarStyles } from './download-bar.styles.ts';

export const MCDownloadBar = define('mc-download-bar', DownloadBar, {
  props: { tipType: 'string', open: 'boolean', popupOnly: 'boolean' },
  styles: [dialogStyles, downloadBarStyles],
  texts: ['app', 'lobby'],
});
