import { define } from '../define.ts';
import { dialogStyles } from '../base/dialog.styles.ts';
import { RealityCheck } from './RealityCheck.tsx';
import { realityCheckStyles } from './realityCheck.styles.ts';

export const MCRealityCheck = define('mc-reality-check', RealityCheck, {
  styles: [dialogStyles, realityCheckStyles],
  texts: ['rg'],
});
