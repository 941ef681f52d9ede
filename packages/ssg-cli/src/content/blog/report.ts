// Reports a blog rule's finding at the level the config gives it: `throw` records an error
// (the build fails once all diagnostics are gathered), `warn` a warning, `ignore` nothing.
import type { Diagnostic, DiagnosticSink } from '../../report/diagnostics.js';
import type { RuleLevel } from './options.js';

export type Finding = Omit<Diagnostic, 'severity'>;

export function reportRule(diagnostics: DiagnosticSink, level: RuleLevel, finding: Finding): void {
  if (level === 'ignore') return;
  diagnostics.add({ ...finding, severity: level === 'throw' ? 'error' : 'warning' });
}
