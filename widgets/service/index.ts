import { define } from '../define.ts';
import { Service } from './Service.tsx';
import { serviceStyles } from './service.styles.ts';

export const MCService = define('mc-service', Service, {
  styles: [serviceStyles],
  texts: ['member', 'service', 'title'],
});
