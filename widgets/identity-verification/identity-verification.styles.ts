import { css } from '../base/css.ts';

export const identityVerificationStyles = css`
  .verification {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding: 12px 0 24px;
  }
  .muted {
    color: var(--_muted);
  }
  .status-card {
    margin: 0 12px;
    padding: 16px;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
    border-inline-start: 4px solid var(--_muted);
  }
  .status-card.pending {
    border-inline-start-color: var(--_primary);
  }
  .status-card.verified {
    border-inline-start-color: var(--_success);
  }
  .status-card.rejected {
    border-inline-start-color: var(--_danger);
  }
  .status-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  .status-title {
    margin: 0;
    font-size: 16px;
  }
  .status-text,
  .status-reason {
    margin: 8px 0 0;
    color: var(--_muted);
    font-size: var(--_text-m);
  }
  .status-reason strong {
    color: var(--_text);
  }
  .documents {
    margin: 0 12px;
    padding: 16px 12px;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
  }
`;
