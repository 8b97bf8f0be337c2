import { define } from '../define.ts';
import { NoticeBar } from './NoticeBar.tsx';
import { noticeBarStyles } from './notice-bar.styles.ts';

export const MCNoticeBar = define('mc-notice-bar', NoticeBar, {
  props: {},
  styles: [noticeBarStyles],
  texts: ['lobby', 'member'],
});
