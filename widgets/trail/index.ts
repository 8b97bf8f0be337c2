import { define } from '../define.ts';
import { Trail } from './Trail.tsx';
import { trailStyles } from './trail.styles.ts';

export const MCTrail = define('mc-trail', Trail, {
  styles: [trailStyles],
  texts: ['account', 'login', 'title', 'trial'],
});
