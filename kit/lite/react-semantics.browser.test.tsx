/**
 * What the kit's components rely on React for, in both builds: with React itself, and with the lite
 * build's React, preact with kit/lite/ (compat.ts, react.ts, client.ts, nanostores-react.ts). A keystroke
 * is an `input` event alone (a field sends `change` only when it is left), a checkbox's or radio
 * button's change is its click (a render between its input and change keeps the tick), a focus inside a
 * container is heard by the container, SVG attributes are written in camel case, `memo` skips a
 * render whose props are the same, a root's first render replaces what its container held, and
 * `useStore` follows a store.
 */
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { memo, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, keystroke, waitFor } from '../../tests/browser/helpers.ts';

let root: Root | undefined;
let container: HTMLDivElement | undefined;

function show(node: React.ReactNode, before = ''): HTMLDivElement {
  container = document.createElement('div');
  container.innerHTML = before;
  document.body.append(container);
  root = createRoot(container);
  root.render(node);
  return container;
}

afterEach(() => {
  root?.unmount();
  container?.remove();
  root = undefined;
  container = undefined;
});

// The components each test renders (components live at module level, as the kit's do).
function Form() {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <input name="name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <textarea name="note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      <input name="agreed" type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />
      <output>{`${name}|${note}|${agreed}`}</output>
    </form>
  );
}

/** A checkbox in a form that renders on every `input` event, between the box's input and change. */
function TickedForm() {
  const [agreed, setAgreed] = useState(false);
  const [inputs, setInputs] = useState(0);
  return (
    <form onInput={() => setInputs((n) => n + 1)}>
      <input name="agreed" type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />
      <output>{`${agreed}|${inputs > 0}`}</output>
    </form>
  );
}

function Choice() {
  const [size, setSize] = useState('s');
  return (
    <form>
      {['s', 'm', 'l'].map((v) => (
        <input key={v} type="radio" name="size" value={v} checked={size === v} onChange={() => setSize(v)} />
      ))}
      <output>{size}</output>
    </form>
  );
}

let renders = 0;
const Label = memo(function Label({ text }: { text: string }) {
  renders += 1;
  return <span>{text}</span>;
});
let bump: () => void = () => {};
let rename: (text: string) => void = () => {};
function Parent() {
  const [count, setCount] = useState(0);
  const [text, setText] = useState('one');
  bump = () => setCount((n) => n + 1);
  rename = setText;
  return (
    <p data-count={count}>
      <Label text={text} />
    </p>
  );
}

const $count = atom(0);
function Count() {
  return <output>{useStore($count)}</output>;
}

describe('the React the kit relies on', () => {
  it("hears each keystroke in a text field and a textarea through onChange, and a checkbox's click", async () => {
    const box = show(<Form />);
    const field = await waitFor(() => box.querySelector<HTMLInputElement>('input[name="name"]'));
    keystroke(field, 'a');
    await waitFor(() => box.querySelector('output')?.textContent === 'a||false');
    keystroke(field, 'ab');
    keystroke(box.querySelector<HTMLTextAreaElement>('textarea')!, 'hi');
    await waitFor(() => box.querySelector('output')?.textContent === 'ab|hi|false');
    box.querySelector<HTMLInputElement>('input[name="agreed"]')!.click();
    await waitFor(() => box.querySelector('output')?.textContent === 'ab|hi|true');
  });

  it('keeps a tick when something renders between the checkbox’s input and change events', async () => {
    const box = show(<TickedForm />);
    const agreed = await waitFor(() => box.querySelector<HTMLInputElement>('input[name="agreed"]'));
    agreed.focus();
    // A key the browser delivers (a script's click() runs both events in one task, with no render between).
    await sendKeys({ press: 'Space' });
    await waitFor(() => box.querySelector('output')?.textContent === 'true|true');
    expect(agreed.checked).to.equal(true);
    await sendKeys({ press: 'Space' });
    await waitFor(() => box.querySelector('output')?.textContent === 'false|true');
    expect(agreed.checked).to.equal(false);
  });

  it('chooses a radio button by tap and by the arrow keys', async () => {
    const box = show(<Choice />);
    const radios = await waitFor(() => {
      const found = [...box.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
      return found.length === 3 ? found : null;
    });
    radios[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => box.querySelector('output')?.textContent === 'm');
    expect(radios.map((r) => r.checked)).to.deep.equal([false, true, false]);
    radios[2]!.click();
    await waitFor(() => box.querySelector('output')?.textContent === 'l');
    expect(radios.map((r) => r.checked)).to.deep.equal([false, false, true]);
  });

  it("lets a container's onFocus and onBlur hear its fields", async () => {
    const heard: string[] = [];
    show(
      <div onFocus={() => heard.push('focus')} onBlur={() => heard.push('blur')}>
        <input name="inner" />
      </div>,
    );
    const field = await waitFor(() => container!.querySelector<HTMLInputElement>('input[name="inner"]'));
    field.focus();
    field.blur();
    expect(heard).to.deep.equal(['focus', 'blur']);
  });

  it('writes camel-case SVG attributes as the attributes they name', async () => {
    const box = show(
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 12h16" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fillRule="evenodd" />
        <text textAnchor="middle" fontSize="8" textLength="20">
          A
        </text>
      </svg>,
    );
    const path = await waitFor(() => box.querySelector('path'));
    expect(path.getAttribute('stroke-width')).to.equal('2');
    expect(path.getAttribute('stroke-linecap')).to.equal('round');
    expect(path.getAttribute('stroke-linejoin')).to.equal('round');
    expect(path.getAttribute('fill-rule')).to.equal('evenodd');
    const text = box.querySelector('text')!;
    expect(text.getAttribute('text-anchor')).to.equal('middle');
    expect(text.getAttribute('font-size')).to.equal('8');
    // Camel case in SVG itself: kept.
    expect(text.getAttribute('textLength')).to.equal('20');
    expect(box.querySelector('svg')?.getAttribute('viewBox')).to.equal('0 0 24 24');
  });

  it('renders a memo component again only when one of its props changed', async () => {
    renders = 0;
    const box = show(<Parent />);
    await waitFor(() => box.querySelector('span')?.textContent === 'one');
    expect(renders).to.equal(1);
    bump();
    await waitFor(() => box.querySelector('p')?.dataset.count === '1');
    expect(renders).to.equal(1);
    rename('two');
    await waitFor(() => box.querySelector('span')?.textContent === 'two');
    expect(renders).to.equal(2);
  });

  it("replaces what the container held with the root's first render", async () => {
    const box = show(<p className="drawn">drawn</p>, '<p class="before">before</p><span>more</span>');
    await waitFor(() => box.querySelector('.drawn'));
    expect(box.innerHTML).to.equal('<p class="drawn">drawn</p>');
  });

  it('follows a store with useStore, a change before the first render included', async () => {
    $count.set(0);
    const box = show(<Count />);
    $count.set(1);
    await waitFor(() => box.querySelector('output')?.textContent === '1');
    $count.set(2);
    await waitFor(() => box.querySelector('output')?.textContent === '2');
  });
});
