// Copies text to the clipboard: the asynchronous Clipboard API where the page may use it, else a
// selected, off-screen textarea and `execCommand('copy')` (pages served over plain HTTP). Used by
// the code blocks' copy buttons and the docs pages' "Copy page" button.

/** How long a copy button says "Copied". */
export const COPIED_MS = 2000;

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

/**
 * Copies the text at `url`, fetched now; resolves `true` when it was copied. Where the clipboard
 * takes a promise of the text (Safari and Chromium), the fetch runs inside the write, so the
 * click's permission to write is not lost while the text downloads.
 */
export async function copyFetchedText(url: string): Promise<boolean> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
    return response.text();
  });
  text.catch(() => undefined);
  try {
    if (typeof ClipboardItem === 'function' && typeof navigator.clipboard?.write === 'function') {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
      return true;
    }
  } catch {
    // Not allowed here, or the text could not be loaded: the plain way below says which.
  }
  try {
    return await copyText(await text);
  } catch {
    return false;
  }
}

/** The code of a code block: the text of its `<pre>`, without a final newline. */
export function codeOf(figure: Element | null): string {
  const pre = figure?.querySelector('pre');
  return (pre?.textContent ?? '').replace(/\n$/, '');
}
