import { define } from '../define.ts';
import { NoticeList } from './NoticeList.tsx';
import { noticeListStyles } from './notice-list.styles.ts';
import { platformHtmlStyles } from '../base/platform-html.styles.ts';

export const MCNoticeList = define('mc-notice-list', NoticeList, {
  props: {},
  styles: [platformHtmlStyles, noticeListStyles],
  texts: ['lobby'],
});
