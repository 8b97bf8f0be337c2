import type { SessionInfo } from '../core/stores/session.ts';

/** What a page may know of the kit's session: never the token. */
export interface SessionSummary {
  userName: string;
  type: number;
}

export const sessionSummary = (info: SessionInfo | null): SessionSummary | null => (info ? { userName: info.userName, type: info.type } : null);
