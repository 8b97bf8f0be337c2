import { define } from '../define.ts';
import { ContractAlerts } from './ContractAlerts.tsx';

export const MCContractAlerts = define('mc-contract-alerts', ContractAlerts, { loading: () => null, texts: ['agent'] });
