// The sample languages, in the order of their tabs: id (stored as the reader's choice), tab label,
// the language named on the code block and the lexer grammar that colours it. Apart from the
// writers (index.ts), so that markup can list the tabs without loading them.
import type { Grammar } from '../lexer.js';

export interface SampleLanguage {
  id: string;
  label: string;
  /** The language named on the code block. */
  lang: string;
  grammar: Grammar;
}

export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = [
  { id: 'curl', label: 'curl', lang: 'bash', grammar: 'shell' },
  { id: 'python-requests', label: 'Python (requests)', lang: 'python', grammar: 'python' },
  { id: 'python-httpx', label: 'Python (httpx)', lang: 'python', grammar: 'python' },
  { id: 'javascript', label: 'JavaScript', lang: 'javascript', grammar: 'javascript' },
  { id: 'typescript', label: 'TypeScript', lang: 'typescript', grammar: 'typescript' },
  { id: 'go', label: 'Go', lang: 'go', grammar: 'go' },
  { id: 'java', label: 'Java', lang: 'java', grammar: 'java' },
  { id: 'csharp', label: 'C#', lang: 'csharp', grammar: 'csharp' },
  { id: 'ruby', label: 'Ruby', lang: 'ruby', grammar: 'ruby' },
  { id: 'php', label: 'PHP', lang: 'php', grammar: 'php' },
];

/** Whether `id` names a sample language (a stored choice may be from an older site). */
export const isSampleLanguage = (id: string | null): id is string => SAMPLE_LANGUAGES.some((language) => language.id === id);
