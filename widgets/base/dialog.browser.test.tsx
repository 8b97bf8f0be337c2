/**
 * The kit's <Dialog>: named by its heading, a close button and Escape when it may be closed,
 * neither way out when the player must answer, content only while open unless it is kept.
 * (Focus inside and back is useModal's, tested in modal.browser.test.tsx.)
 */
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { sendKeys } from '@web/test-runner-commands';
import { describe, it, expect, beforeEach, afterEach, waitFor, nextFrame } from '../../tests/browser/helpers.ts';
import { t } from '../../core/i18n.ts';
import { Dialog } from './Dialog.tsx';

let closes = 0;

function Harness({ closable, keepContent = false }: { closable: boolean; keepContent?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    closes++;
    setOpen(false);
  };
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} onClose={closable ? close : undefined} heading="Hot matches" keepContent={keepContent} className="matches" part="dialog">
        <p id="content">content</p>
        <button type="button" id="answer" onClick={() => setOpen(false)}>
          answer
        </button>
      </Dialog>
    </>
  );
}

describe('<Dialog>', () => {
  let host: HTMLElement;
  let root: Root;
  let shadow: ShadowRoot;

  const render = async (props: Parameters<typeof Harness>[0]) => {
    root.render(<Harness {...props} />);
    await waitFor(() => shadow.querySelector('#opener'));
  };
  // Opened by a key press, as a player would: the browser lets a dialog refuse Escape only after
  // a user activation.
  const open = async () => {
    shadow.querySelector<HTMLButtonElement>('#opener')!.focus();
    await sendKeys({ press: 'Enter' });
    return waitFor(() => shadow.querySelector<HTMLDialogElement>('dialog[open]'));
  };

  beforeEach(() => {
    closes = 0;
    host = document.createElement('div');
    document.body.append(host);
    shadow = host.attachShadow({ mode: 'open' });
    root = createRoot(shadow.appendChild(document.createElement('div')));
  });

  afterEach(() => {
    root.unmount();
    host.remove();
  });

  it('is named by its heading, shows its content only while open, and its close button closes it', async () => {
    await render({ closable: true });
    const dialog = shadow.querySelector('dialog')!;
    expect(dialog.className).to.equal('mc-dialog matches');
    expect(dialog.getAttribute('part')).to.equal('dialog');
    expect(shadow.querySelector('#content')).to.equal(null);
    await open();
    expect(dialog.matches(':modal')).to.equal(true);
    const heading = shadow.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(heading.tagName).to.equal('H2');
    expect(heading.textContent).to.equal('Hot matches');
    const close = dialog.querySelector<HTMLButtonElement>('.dialog-head .dialog-close')!;
    expect(close.getAttribute('aria-label')).to.equal(t('common.close'));
    close.click();
    await waitFor(() => !shadow.querySelector('dialog[open]'));
    expect(closes).to.equal(1);
    expect(shadow.querySelector('#content')).to.equal(null);
  });

  it('Escape closes it when it may be closed', async () => {
    await render({ closable: true });
    await open();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !shadow.querySelector('dialog[open]'));
    expect(closes).to.equal(1);
  });

  it('without onClose it has no close button and Escape leaves it open: the player answers', async () => {
    await render({ closable: false });
    const dialog = await open();
    expect(dialog.querySelector('.dialog-close')).to.equal(null);
    shadow.querySelector<HTMLButtonElement>('#answer')!.focus();
    await sendKeys({ press: 'Escape' }); // the cancel event is handled before sendKeys returns
    await nextFrame();
    expect(dialog.open).to.equal(true);
    shadow.querySelector<HTMLButtonElement>('#answer')!.click();
    await waitFor(() => !dialog.open);
    expect(closes).to.equal(0);
  });

  it('closed by the browser itself (Escape before any user activation), one that must be answered opens again; one that may be closed is closed', async () => {
    await render({ closable: false });
    const dialog = await open();
    dialog.close(); // what Chrome does on Escape when the page may not refuse it
    await waitFor(() => dialog.open);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(closes).to.equal(0);
    root.render(<Harness closable={true} key="closable" />);
    await waitFor(() => shadow.querySelector('#opener') && !shadow.querySelector('dialog[open]'));
    const closable = await open();
    closable.close();
    await waitFor(() => closes === 1);
    await nextFrame(2);
    expect(closable.open).to.equal(false);
    expect(shadow.querySelector('#content')).to.equal(null);
  });

  it('keepContent keeps what is inside rendered while closed', async () => {
    await render({ closable: true, keepContent: true });
    const content = shadow.querySelector('#content');
    expect(content).not.to.equal(null);
    await open();
    shadow.querySelector<HTMLButtonElement>('.dialog-close')!.click();
    await waitFor(() => !shadow.querySelector('dialog[open]'));
    expect(shadow.querySelector('#content')).to.equal(content);
  });
});
