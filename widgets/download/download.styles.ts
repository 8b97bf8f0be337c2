import { css } from '../base/css.ts';

export const downloadStyles = css`
  .page {
    padding-bottom: 24px;
  }
  .bar {
    display: flex;
    align-items: center;
    gap: 4px;
    height: 48px;
    padding: 0 4px;
    background: var(--_surface);
  }
  .title {
    margin: 0;
    font-size: 16px;
    font-weight: 600;
  }
  .icon-btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
  }
  .app {
    display: flex;
    align-items: center;
    gap: 14px;
    margin: 12px;
    padding: 16px;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--mc-download-background, linear-gradient(135deg, #1b1f3b, var(--_surface)));
  }
  .app-icon {
    flex: none;
    width: 72px;
    height: 72px;
    border-radius: 18px;
  }
  .app-text h2 {
    margin: 0;
    font-size: var(--_text-l);
  }
  .app-desc {
    margin: 2px 0 0;
    color: var(--_muted);
    font-size: var(--_text-s);
  }
  .stars {
    margin: 4px 0 0;
    color: #f7c948;
    letter-spacing: 2px;
  }
  .tabs {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 4px;
    margin: 0 12px;
    padding: 4px;
    border-radius: 999px;
    background: var(--_surface);
  }
  [role='tab'] {
    min-height: 38px;
    border-radius: 999px;
    font-weight: 600;
    color: var(--_muted);
  }
  [role='tab'][aria-selected='true'] {
    background: var(--_primary);
    color: var(--_on-primary);
  }
  .panel {
    display: flex;
    flex-direction: column;
    gap: 12px;
    margin: 12px;
    padding: 16px;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
  }
  .panel[hidden] {
    display: none;
  }
  .panel h3 {
    margin: 6px 0 0;
    font-size: var(--_text-m);
  }
  a.btn {
    text-decoration: none;
  }
  .steps {
    margin: 0;
    padding-inline-start: 20px;
    color: var(--_muted);
    line-height: 1.6;
  }
  .steps li + li {
    margin-top: 6px;
  }
  .note {
    margin: 0;
    color: var(--_muted);
    font-size: var(--_text-xs);
  }
  :host(:dir(rtl)) .flip-rtl,
  [dir='rtl'] .flip-rtl {
    transform: scaleX(-1);
  }
`;
