import { css } from '../base/css.ts';

export const agentHomeStyles = css`
  .agent-home {
    display: flex;
    flex-direction: column;
    min-height: 100dvh;
  }
  .hero {
    padding: calc(16px + env(safe-area-inset-top, 0px)) 16px 18px;
    background: var(--mc-agent-hero-background, linear-gradient(160deg, #3a2a05, var(--_surface) 70%));
  }
  .title {
    margin: 0;
    color: var(--_muted);
    font-size: var(--_text-s);
  }
  .greeting {
    margin: 4px 0 14px;
    font-size: 20px;
    line-height: 1.3;
  }
  .name {
    color: var(--_primary);
  }
  .top-buttons {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 10px;
  }
  .top-btn {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    min-height: 48px;
    border-radius: var(--_radius);
    background: var(--_surface-2);
    font-weight: 600;
  }
  .top-btn.primary {
    background: var(--_primary);
    color: var(--_on-primary);
  }
  .tiles {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 10px;
    margin: 0;
    padding: 14px 12px;
    list-style: none;
    flex: 1;
    align-content: start;
  }
  .tile {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 6px;
    width: 100%;
    min-height: 88px;
    padding: 10px 6px;
    border-radius: var(--_radius);
    background: var(--_surface);
    text-align: center;
  }
  .tile-icon {
    display: flex;
    color: var(--_primary);
  }
  .tile-label {
    font-size: var(--_text-xs);
    line-height: 1.25;
  }
  .badge {
    position: absolute;
    top: 6px;
    inset-inline-end: 8px;
    min-width: 18px;
    height: 18px;
    padding: 0 5px;
    border-radius: 9px;
    background: var(--_danger-fill);
    color: var(--_on-danger);
    font-size: 11px;
    font-weight: 700;
    line-height: 18px;
    text-align: center;
  }
  .foot {
    position: sticky;
    bottom: 0;
    background: var(--_surface);
    border-top: 1px solid var(--_border);
    padding-bottom: env(safe-area-inset-bottom, 0px);
  }
  .counts {
    min-height: 54px;
    padding: 8px 8px 0;
  }
  .counts-list {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    margin: 0;
    text-align: center;
  }
  .count dd {
    margin: 0;
    font-size: 17px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .count dt {
    color: var(--_muted);
    font-size: 11px;
    line-height: 1.2;
  }
  .counts-retry {
    width: 100%;
    min-height: 44px;
    color: var(--_primary);
  }
  .foot-nav {
    display: flex;
  }
  .foot-item {
    position: relative;
    flex: 1;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
    min-height: 56px;
    padding: 6px 2px;
    color: var(--_muted);
    font-size: 11px;
  }
  .foot-icon {
    display: flex;
  }
`;
