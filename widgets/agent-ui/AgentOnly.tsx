/**
 * The agency centre's forms (downline registration, transfer, rebates): shown to a player with an
 * agency centre (§6), anyone else goes to /m/home as on every agency-centre page. When the
 * platform ends the session under the form, it is kept with what the agent typed, behind the
 * login dialog, as a member page is (MemberOnly): the same agent signed in again carries on,
 * anyone else gets the page afresh or goes home.
 */
import { useEffect, type ReactNode } from 'react';
import { mayOpenAgencyCentre } from '../../core/agent/tiles.ts';
import { navigate } from '../../core/nav.ts';
import { useHost } from '../base/host.ts';
import { MemberOnly } from '../account-ui/MemberOnly.tsx';

export function AgentOnly({ children }: { children: ReactNode }) {
  return (
    <MemberOnly allows={mayOpenAgencyCentre} refused={<LeaveForHome />}>
      {children}
    </MemberOnly>
  );
}

function LeaveForHome() {
  const { host } = useHost();
  useEffect(() => {
    navigate(host, 'home', { replace: true });
  }, [host]);
  return null;
}
