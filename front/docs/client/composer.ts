/**
 * The merchant composer (/docs/composer): picks elements and their attributes, sets the theme
 * tokens, shows the page in a phone-sized frame (the preview page, fed by postMessage), writes the
 * page's HTML with its CSP line, and saves and loads the composition (JSON file, local storage).
 * DOM built with createElement and textContent only: the page enforces Trusted Types.
 */
import {
  checkComposition,
  type ComposedElement,
  type ComposerData,
  type Composition,
  emptyComposition,
  hexColour,
  isTokenValue,
  MERCHANT,
  pageHtml,
  pagePolicy,
  themeStyle,
} from './composition.ts';

const STORAGE_KEY = 'mc-docs-composition';

const byId = <T extends HTMLElement>(id: string): T => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`composer: #${id} is missing`);
  return found as T;
};

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) el.setAttribute(name, value);
  el.append(...children);
  return el;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

class Composer {
  private composition: Composition;
  private readonly frame = byId<HTMLIFrameElement>('preview');
  private readonly status = byId<HTMLParagraphElement>('status');
  private frameMerchant = 'MC01';
  private outputRun = 0;

  constructor(private readonly data: ComposerData) {
    this.composition = emptyComposition(data);
    const select = byId<HTMLSelectElement>('add-tag');
    for (const el of data.elements) select.append(h('option', { value: el.tag }, `<${el.tag}>`));
    byId('add-element').addEventListener('click', () => this.add(select.value));
    byId('theme-light').addEventListener('click', () => this.setTheme(data.themes.light, 'Light theme set.'));
    byId('theme-dark').addEventListener('click', () => this.setTheme(data.themes.dark, 'Dark theme set.'));
    byId<HTMLInputElement>('merchant').addEventListener('input', (event) => this.setMerchant(event.target as HTMLInputElement));
    byId<HTMLInputElement>('page-title').addEventListener('input', (event) => {
      this.composition.title = (event.target as HTMLInputElement).value;
      this.changed();
    });
    byId('save-file').addEventListener('click', () => this.saveFile());
    byId<HTMLInputElement>('load-file').addEventListener('change', (event) => void this.loadFile(event.target as HTMLInputElement));
    byId('save-local').addEventListener('click', () => this.saveLocal());
    byId('load-local').addEventListener('click', () => this.loadLocal());
    byId('copy-snippet').addEventListener('click', () => void this.copy('snippet', 'HTML copied.'));
    byId('copy-csp').addEventListener('click', () => void this.copy('csp-header', 'Header copied.'));
    window.addEventListener('message', (event) => {
      if (event.origin === location.origin && event.source === this.frame.contentWindow && (event.data as { type?: unknown })?.type === 'mc-preview-ready')
        this.sendToPreview();
    });
    this.render();
  }

  private say(text: string): void {
    this.status.textContent = text;
  }

  private add(tag: string): void {
    if (!this.data.elements.some((el) => el.tag === tag)) return;
    this.composition.elements.push({ tag, attributes: {} });
    this.renderPicked();
    this.changed();
    this.say(`<${tag}> added.`);
  }

  private setTheme(theme: Record<string, string>, message: string): void {
    this.composition.tokens = { ...theme };
    this.renderTokens();
    this.changed();
    this.say(message);
  }

  private setMerchant(input: HTMLInputElement): void {
    const ok = MERCHANT.test(input.value);
    input.setAttribute('aria-invalid', String(!ok));
    if (!ok) return;
    this.composition.merchant = input.value;
    this.changed();
  }

  private render(): void {
    byId<HTMLInputElement>('merchant').value = this.composition.merchant;
    byId<HTMLInputElement>('page-title').value = this.composition.title;
    this.renderPicked();
    this.renderTokens();
    this.changed();
  }

  private renderPicked(): void {
    const list = byId<HTMLOListElement>('picked');
    list.replaceChildren(...this.composition.elements.map((el, index) => this.pickedItem(el, index)));
    byId('picked-empty').hidden = this.composition.elements.length > 0;
  }

  private pickedItem(el: ComposedElement, index: number): HTMLLIElement {
    const known = this.data.elements.find((k) => k.tag === el.tag);
    const fieldset = h('fieldset', { class: 'picked-item' }, h('legend', {}, `${index + 1}. <${el.tag}>`));
    for (const attr of known?.attributes ?? []) {
      const id = `el-${index}-${attr.name}`;
      const hintId = `${id}-hint`;
      const hint = h('span', { id: hintId, class: 'hint' }, attr.description);
      let input: HTMLInputElement | HTMLSelectElement;
      if (attr.input === 'boolean') {
        input = h('input', { id, type: 'checkbox', 'aria-describedby': hintId });
        input.checked = el.attributes[attr.name] === true;
        input.addEventListener('change', () => {
          if ((input as HTMLInputElement).checked) el.attributes[attr.name] = true;
          else delete el.attributes[attr.name];
          this.changed();
        });
        fieldset.append(h('div', { class: 'check' }, input, h('label', { for: id }, attr.name)), hint);
        continue;
      }
      if (attr.input === 'enum') {
        input = h(
          'select',
          { id, 'aria-describedby': hintId },
          h('option', { value: '' }, '(not set)'),
          ...(attr.values ?? []).map((v) => h('option', { value: v }, v)),
        );
      } else {
        input = h('input', { id, type: 'text', autocomplete: 'off', 'aria-describedby': hintId });
      }
      const current = el.attributes[attr.name];
      input.value = typeof current === 'string' ? current : '';
      input.addEventListener('input', () => {
        if (input.value) el.attributes[attr.name] = input.value;
        else delete el.attributes[attr.name];
        this.changed();
      });
      fieldset.append(h('label', { for: id }, attr.name), input, hint);
    }
    if (!known?.attributes.length) fieldset.append(h('p', { class: 'hint' }, 'No attributes.'));
    const up = h('button', { type: 'button', 'aria-label': `Move up <${el.tag}>` }, 'Move up');
    up.disabled = index === 0;
    up.addEventListener('click', () => {
      const list = this.composition.elements;
      [list[index - 1], list[index]] = [list[index] as ComposedElement, list[index - 1] as ComposedElement];
      this.renderPicked();
      this.changed();
    });
    const remove = h('button', { type: 'button', 'aria-label': `Remove <${el.tag}>` }, 'Remove');
    remove.addEventListener('click', () => {
      this.composition.elements.splice(index, 1);
      this.renderPicked();
      this.changed();
      this.say(`<${el.tag}> removed.`);
      byId('add-tag').focus();
    });
    fieldset.append(h('div', { class: 'row' }, up, remove));
    return h('li', {}, fieldset);
  }

  private renderTokens(): void {
    const rows = this.data.tokens.map((token) => {
      const id = `token${token.name}`;
      const hintId = `${id}-hint`;
      const value = this.composition.tokens[token.name] ?? token.default ?? '';
      const input = h('input', { id, 'aria-describedby': hintId, autocomplete: 'off' });
      if (token.colour) {
        input.type = 'color';
        input.value = hexColour(value) ?? token.colour;
      } else {
        input.type = 'text';
        input.value = value;
      }
      input.addEventListener('input', () => {
        const ok = isTokenValue(input.value);
        input.setAttribute('aria-invalid', String(!ok));
        if (!ok) return;
        this.composition.tokens[token.name] = input.value.trim();
        this.changed();
      });
      return h('div', { class: 'token' }, h('label', { for: id }, token.name), input, h('span', { id: hintId, class: 'hint' }, token.description));
    });
    byId('tokens').replaceChildren(...rows);
  }

  /** Something changed: the preview and the HTML follow. */
  private changed(): void {
    if (this.composition.merchant !== this.frameMerchant) {
      this.frameMerchant = this.composition.merchant;
      this.frame.src = `/docs/composer/preview?merchant=${encodeURIComponent(this.frameMerchant)}`;
    } else {
      this.sendToPreview();
    }
    void this.writeOutput();
  }

  private sendToPreview(): void {
    this.frame.contentWindow?.postMessage({ type: 'mc-composition', composition: this.composition }, location.origin);
  }

  private async writeOutput(): Promise<void> {
    const run = ++this.outputRun;
    const hash = await sha256(themeStyle(this.composition));
    if (run !== this.outputRun) return; // a later change already wrote its own
    byId<HTMLTextAreaElement>('snippet').value = pageHtml(this.composition, this.data, hash);
    byId<HTMLTextAreaElement>('csp-header').value = `Content-Security-Policy: ${pagePolicy(this.data, hash, false)}`;
    byId('snippet').dataset.ready = String(run);
  }

  private async copy(id: string, message: string): Promise<void> {
    const area = byId<HTMLTextAreaElement>(id);
    try {
      await navigator.clipboard.writeText(area.value);
      this.say(message);
    } catch {
      area.focus();
      area.select();
      this.say('Copying was not allowed: the text is selected, press Ctrl+C (⌘C on a Mac).');
    }
  }

  private saveFile(): void {
    const blob = new Blob([`${JSON.stringify(this.composition, null, 2)}\n`], { type: 'application/json' });
    const link = h('a', { download: 'composition.json' });
    link.href = URL.createObjectURL(blob);
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
    this.say('Saved as composition.json.');
  }

  private async loadFile(input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    if (!file) return;
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      json = null;
    }
    input.value = '';
    this.load(json, `Loaded ${file.name}.`);
  }

  private saveLocal(): void {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(this.composition));
      this.say('Saved in this browser.');
    } catch {
      this.say('This browser does not let the page save: use Save as file.');
    }
  }

  private loadLocal(): void {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(STORAGE_KEY);
    } catch {
      // storage blocked: said below
    }
    if (stored === null) {
      this.say('Nothing is saved in this browser yet.');
      return;
    }
    let json: unknown = null;
    try {
      json = JSON.parse(stored);
    } catch {
      // said below
    }
    this.load(json, 'Loaded from this browser.');
  }

  private load(json: unknown, message: string): void {
    const checked = checkComposition(json, this.data);
    if (!checked) {
      this.say('That is not a saved composition; nothing changed.');
      return;
    }
    this.composition = checked;
    this.render();
    this.say(message);
  }
}

async function start(): Promise<void> {
  const res = await fetch('/docs/composer/data.json');
  if (!res.ok) throw new Error(`composer data: HTTP ${res.status}`);
  new Composer((await res.json()) as ComposerData);
  document.body.dataset.composer = 'ready';
}

start().catch(() => {
  const status = document.getElementById('status');
  if (status) status.textContent = 'The composer could not start: reload the page to try again.';
});
