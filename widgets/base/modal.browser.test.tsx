/**
 * The kit's dialog piece (useModal) and the confirm dialog built on it, with real key presses:
 * Tab and Shift+Tab go round inside the open dialog (fields inside a kit element's shadow root
 * included), Escape closes, and focus goes back to the element that opened the dialog.
 */
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { sendKeys } from '@web/test-runner-commands';
import { describe, it, expect, beforeEach, afterEach, mount, shadowQuery, waitFor, nextFrame } from '../../tests/browser/helpers.ts';
import { resetStores } from '../../tests/browser/platform-fixtures.ts';
import { $confirm } from '../../core/stores/dialog.ts';
import { $modalsOpen } from '../../core/stores/modals.ts';
import { confirm } from './feedback.ts';
import { deepActiveElement } from './focus.ts';
import { useModal } from './modal.ts';
import '../confirm-dialog/index.ts';

/** A kit element inside the dialog: its own open shadow root with a field and a button. */
class NestedFields extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    const input = document.createElement('input');
    input.setAttribute('aria-label', 'nested field');
    input.id = 'nested-input';
    const button = document.createElement('button');
    button.textContent = 'nested';
    button.id = 'nested-button';
    root.append(input, button);
  }
}
if (!customElements.get('test-nested-fields')) customElements.define('test-nested-fields', NestedFields);

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'test-nested-fields': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

let closes = 0;

function Harness() {
  const [open, setOpen] = useState(false);
  const modal = useModal(open, () => {
    closes++;
    setOpen(false);
  });
  return (
    <>
      <button type="button" id="before">
        before
      </button>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        open
      </button>
      <dialog ref={modal.ref} aria-label="test dialog" onKeyDown={modal.onKeyDown} onCancel={modal.onCancel}>
        <button type="button" id="first">
          first
        </button>
        <test-nested-fields />
        <button type="button" id="hidden-one" hidden>
          hidden
        </button>
        <button type="button" id="last" onClick={() => setOpen(false)}>
          close
        </button>
      </dialog>
      <button type="button" id="after">
        after
      </button>
    </>
  );
}

/** The id of the focused element, looking through shadow roots. */
const focused = () => deepActiveElement()?.id ?? '';

/** Presses Tab, or Shift+Tab ('Shift+Tab'), as a keyboard would. */
async function pressKey(key: 'Tab' | 'Shift+Tab'): Promise<void> {
  if (key === 'Tab') return sendKeys({ press: 'Tab' });
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

async function press(key: 'Tab' | 'Shift+Tab', times = 1): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < times; i++) {
    await pressKey(key);
    await nextFrame();
    seen.push(focused());
  }
  return seen;
}

describe('useModal', () => {
  let host: HTMLElement;
  let root: Root;
  let shadow: ShadowRoot;

  beforeEach(async () => {
    closes = 0;
    // Rendered inside a shadow root, as every kit element is.
    host = document.createElement('div');
    document.body.append(host);
    shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    root = createRoot(container);
    root.render(<Harness />);
    await waitFor(() => shadow.querySelector('#opener'));
  });

  afterEach(() => {
    root.unmount();
    host.remove();
  });

  const open = async () => {
    const opener = shadow.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    await sendKeys({ press: 'Enter' });
    return waitFor(() => shadow.querySelector<HTMLDialogElement>('dialog[open]'));
  };

  it('counts itself open while it is, so a kit frame can cover the page for it; closed or removed, it counts no more', async () => {
    expect($modalsOpen.get()).to.equal(0);
    await open();
    expect($modalsOpen.get()).to.equal(1);
    shadow.querySelector<HTMLButtonElement>('#last')!.click();
    await waitFor(() => !shadow.querySelector('dialog[open]'));
    expect($modalsOpen.get()).to.equal(0);
    await open();
    expect($modalsOpen.get()).to.equal(1);
    root.unmount();
    expect($modalsOpen.get()).to.equal(0);
    root = createRoot(shadow.appendChild(document.createElement('div')));
  });

  it('Tab goes round inside the dialog, into a nested shadow root and back to the first', async () => {
    const dialog = await open();
    expect(dialog.matches(':modal')).to.equal(true);
    await waitFor(() => focused() === 'first');
    expect(await press('Tab', 5)).to.deep.equal(['nested-input', 'nested-button', 'last', 'first', 'nested-input']);
  });

  it('Shift+Tab goes round backwards, from the first to the last', async () => {
    await open();
    await waitFor(() => focused() === 'first');
    expect(await press('Shift+Tab', 4)).to.deep.equal(['last', 'nested-button', 'nested-input', 'first']);
  });

  it('Escape closes it and focus goes back to the opener', async () => {
    await open();
    await waitFor(() => focused() === 'first');
    await press('Tab', 2);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !shadow.querySelector('dialog[open]'));
    expect(closes).to.equal(1);
    await waitFor(() => focused() === 'opener');
  });

  it('a close button inside gives focus back to the opener too', async () => {
    await open();
    shadow.querySelector<HTMLButtonElement>('#last')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !shadow.querySelector('dialog[open]'));
    await waitFor(() => focused() === 'opener');
  });

  it('removed while open (its element went away), it still gives focus back', async () => {
    const outside = document.createElement('button');
    outside.textContent = 'outside';
    document.body.append(outside);
    outside.focus();
    shadow.querySelector<HTMLButtonElement>('#opener')!.click(); // opened by script: focus stays outside
    await waitFor(() => shadow.querySelector('dialog[open]'));
    await waitFor(() => focused() === 'first');
    root.unmount();
    root = createRoot(shadow.appendChild(document.createElement('div')));
    await waitFor(() => document.activeElement === outside);
    outside.remove();
  });
});

describe('confirm dialog (built on useModal)', () => {
  beforeEach(() => {
    resetStores();
    document.querySelectorAll('mc-confirm-dialog').forEach((e) => e.remove());
  });

  it('traps Tab and Shift+Tab between its buttons, Escape answers no, focus returns to the opener', async () => {
    const el = await mount('<mc-confirm-dialog></mc-confirm-dialog>');
    const opener = document.createElement('button');
    opener.id = 'confirm-opener';
    opener.textContent = 'sign out';
    document.body.append(opener);
    opener.focus();
    const answer = confirm({ title: 'in_popup_prompt', message: 'in_sure_logout' });
    await waitFor(() => shadowQuery(el, 'dialog[open]'));
    const part = () => deepActiveElement()?.getAttribute('part') ?? deepActiveElement()?.id ?? '';
    await waitFor(() => part() === 'cancel');
    const forward: string[] = [];
    for (let i = 0; i < 3; i++) {
      await pressKey('Tab');
      forward.push(part());
    }
    expect(forward).to.deep.equal(['confirm', 'cancel', 'confirm']);
    const backward: string[] = [];
    for (let i = 0; i < 3; i++) {
      await pressKey('Shift+Tab');
      backward.push(part());
    }
    expect(backward).to.deep.equal(['cancel', 'confirm', 'cancel']);
    await sendKeys({ press: 'Escape' });
    expect(await answer).to.equal(false);
    expect($confirm.get()).to.equal(null);
    await waitFor(() => !shadowQuery(el, 'dialog[open]'));
    await waitFor(() => document.activeElement === opener);
    opener.remove();
  });

  it('an answer with only OK (no cancel) keeps focus on OK', async () => {
    const el = await mount('<mc-confirm-dialog></mc-confirm-dialog>');
    const answer = confirm({ title: 'in_popup_prompt', message: 'in_sure_logout', cancelLabel: null });
    await waitFor(() => shadowQuery(el, 'dialog[open] [part="confirm"]'));
    await waitFor(() => deepActiveElement()?.getAttribute('part') === 'confirm');
    await pressKey('Tab');
    expect(deepActiveElement()?.getAttribute('part')).to.equal('confirm');
    await pressKey('Shift+Tab');
    expect(deepActiveElement()?.getAttribute('part')).to.equal('confirm');
    await sendKeys({ press: 'Enter' });
    expect(await answer).to.equal(true);
  });
});
