// Copies text to the clipboard: the asynchronous Clipboard API where the page may use it, else a
// selected, off-screen textarea and `execCommand('copy')` (pages served over plain HTTP).

/** Resolves `true` when the text was copied. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0';
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/** The code of a code block: the text of its `<pre>`, without a final newline. */
export function codeOf(figure: Element | null): string {
  const pre = figure?.querySelector('pre');
  return (pre?.textContent ?? '').replace(/\n$/, '');
}
