/** Carries out a member-only navigation decision (core/rules/memberNav.ts) from an element. */
import { navigate } from '../../core/nav.ts';
import type { NavDecision } from '../../core/rules/memberNav.ts';
import { toast } from '../base/feedback.ts';

export function follow(host: EventTarget, decision: NavDecision): void {
  if (decision.kind === 'go') navigate(host, decision.route);
  else if (decision.kind === 'login') navigate(host, 'login');
  else toast('info', decision.key, decision.durationMs);
}
