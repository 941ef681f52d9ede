// Island: a code block's copy button (the Markdown stage writes the same markup; a test keeps the
// two equal). A click copies the block's code and says "Copied" for two seconds. It hydrates on
// the first intent — pointer over it, focus, or a touch — and a tap before hydration is replayed.
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { codeOf, COPIED_MS, copyText } from './copy-text.js';

/** `<button data-ssg-copy aria-label="Copy code">Copy</button>`. */
export default function CopyButton(): ReactElement {
  const [copied, setCopied] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (): Promise<void> => {
    if (await copyText(codeOf(button.current?.closest('.ssg-code') ?? null))) setCopied(true);
  };
  return (
    <button
      ref={button}
      type="button"
      className="ssg-code__copy"
      data-ssg-copy=""
      aria-label={copied ? 'Copied' : 'Copy code'}
      {...(copied ? { 'data-copied': '' } : {})}
      onClick={() => void copy()}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
