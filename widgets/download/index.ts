import { define } from '../define.ts';
import { Download } from './Download.tsx';
import { downloadStyles } from './download.styles.ts';

export const MCDownload = define('mc-download', Download, {
  props: { platform: 'string' },
  styles: [downloadStyles],
  texts: ['download', 'member', 'site', 'title'],
});
