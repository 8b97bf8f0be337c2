/**
 * Styles as constructable stylesheets, adopted into each element's shadow root. They are not
 * governed by CSP style-src, need no <style> tags and are shared by every instance.
 */
export interface StyleSource {
  readonly text: string;
  readonly sheet: CSSStyleSheet;
}

export function css(strings: TemplateStringsArray, ...values: (string | number)[]): StyleSource {
  const text = String.raw({ raw: strings }, ...values);
  let sheet: CSSStyleSheet | undefined;
  return {
    text,
    get sheet() {
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
      }
      return sheet;
    },
  };
}
