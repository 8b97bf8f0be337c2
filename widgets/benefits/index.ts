import { define } from '../define.ts';
import { Benefits } from './Benefits.tsx';
import { benefitsStyles } from './benefits.styles.ts';

export const MCBenefits = define('mc-benefits', Benefits, {
  styles: [benefitsStyles],
  texts: ['benefits', 'member'],
});
