import { css } from '../base/css.ts';

export const downloadBarStyles = css`
  :host {
    --_bar-height: 60px;
  }
  /* Keeps the bar's height free at the end of the page, so the bar covers nothing. */
  .spacer {
    height: var(--_bar-height);
  }
  .bar {
    position: fixed;
    z-index: 19;
    left: 0;
    right: 0;
    bottom: var(--mc-footer-space, 0px);
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
    max-width: var(--mc-site-max-width, 480px);
    height: var(--_bar-height);
    margin: 0 auto;
    padding-block: 0;
    padding-inline: 4px 10px;
    background: var(--mc-download-bar-background, var(--_surface-2));
    box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.3);
  }
  .close {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 44px;
    color: var(--_muted);
  }
  .icon {
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: 10px;
  }
  .about {
    display: flex;
    flex-direction: column;
    flex: 1 1 auto;
    min-width: 0;
    line-height: 1.25;
  }
  .name {
    font-weight: 700;
    font-size: var(--_text-m);
  }
  .stars {
    display: inline-flex;
    gap: 1px;
    color: #ffc83d;
  }
  .desc {
    font-size: 11px;
    color: var(--_muted);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .download,
  .install {
    flex: none;
  }
  .sheet .install {
    margin-bottom: 12px;
  }
  .retry {
    width: 100%;
    height: 100%;
    text-decoration: underline;
  }

  .dialog {
    width: min(90vw, 380px);
  }
  /* The add-to-home-screen footer: a sheet at the bottom of the screen. */
  .sheet {
    position: fixed;
    inset: auto 0 0 0;
    width: 100%;
    max-width: var(--mc-site-max-width, 480px);
    margin: 0 auto;
    padding-bottom: env(safe-area-inset-bottom, 0px);
    border-radius: var(--_radius) var(--_radius) 0 0;
  }
  .sheet[data-tip-type='1'] {
    inset: 0 0 auto 0;
    border-radius: 0 0 var(--_radius) var(--_radius);
  }
  .entries {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 8px 16px 16px;
    list-style: none;
  }
  .entry {
    display: flex;
    align-items: center;
    gap: 12px;
    width: 100%;
    min-height: 48px;
    padding: 0 14px;
    border-radius: calc(var(--_radius) - 2px);
    background: var(--_surface-2);
    color: var(--_text);
    text-decoration: none;
    font-weight: 600;
  }
  .tip,
  .legacy {
    display: flex;
    align-items: flex-start;
    gap: 10px;
    margin: 8px 16px;
    line-height: 1.5;
  }
  .tip-icon {
    flex: none;
    color: var(--_primary);
  }
  .legacy {
    padding: 8px 10px;
    border-radius: 8px;
    background: rgba(255, 200, 61, 0.12);
    color: #ffc83d;
    font-size: var(--_text-s);
  }
  .sheet .btn-block {
    display: flex;
    width: calc(100% - 32px);
    margin: 8px 16px 12px;
    text-decoration: none;
  }
  .pointer {
    display: block;
    margin: 0 auto 8px;
    color: var(--_primary);
  }
  .pointer.up {
    transform: rotate(180deg);
  }
`;
