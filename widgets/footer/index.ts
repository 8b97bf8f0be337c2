import { define } from '../define.ts';
import { Footer } from './Footer.tsx';
import { footerStyles } from './footer.styles.ts';

export const MCFooter = define('mc-footer', Footer, {
  props: { active: 'string' },
  styles: [footerStyles],
  texts: ['footer', 'rg'],
});
