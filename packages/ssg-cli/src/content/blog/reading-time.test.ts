import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text.js';
import { countWords, readingTimeMinutes } from './reading-time.js';

describe('countWords', () => {
  it('counts the words of the text, not the markup', () => {
    expect(countWords('<p>Hello <strong>brave</strong> new <a href="/x">world</a>.</p>')).toBe(4);
  });

  it('counts words in code and ignores entities and punctuation', () => {
    expect(countWords('<pre><code>uv add --dev python-semantic-release</code></pre><p>&amp; — done</p>')).toBe(5);
  });

  it('ignores scripts and styles', () => {
    expect(countWords('<style>.a{color:red}</style><p>one two</p><script>var x = 1</script>')).toBe(2);
  });
});

describe('readingTimeMinutes', () => {
  const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`;

  it('rounds up to whole minutes at the given speed', () => {
    expect(readingTimeMinutes(words(400), 200)).toBe(2);
    expect(readingTimeMinutes(words(401), 200)).toBe(3);
    expect(readingTimeMinutes(words(401), 100)).toBe(5);
  });

  it('is at least one minute', () => {
    expect(readingTimeMinutes('', 200)).toBe(1);
  });
});

describe('htmlToText', () => {
  it('decodes entities and collapses whitespace', () => {
    expect(htmlToText('<p>Fish &amp; chips\n  &lt;3 &#x27;yes&#39;</p>')).toBe("Fish & chips <3 'yes'");
  });
});
