/**
 * HTML written as text, for the first paint (src/firstPaint): every value is escaped, since clip
 * titles and places are the sellers' words.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** ` name="value"` for each attribute with a value; `true` writes the bare name. */
export function attributes(values: Record<string, string | number | boolean | null | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
}

/** An element with escaped attributes around `inner` (already HTML). */
export function element(
  tag: string,
  values: Record<string, string | number | boolean | null | undefined>,
  inner = '',
): string {
  return `<${tag}${attributes(values)}>${inner}</${tag}>`;
}

/** An element holding text. */
export function textElement(
  tag: string,
  values: Record<string, string | number | boolean | null | undefined>,
  text: string,
): string {
  return element(tag, values, escapeHtml(text));
}
