import { define } from '../define.ts';
import { RealityCheck } from './RealityCheck.tsx';
import { realityCheckStyles } from './realityCheck.styles.ts';

export const MCRealityCheck = define('mc-reality-check', RealityCheck, {
  styles: [realityCheckStyles],
});
