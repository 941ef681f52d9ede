// Directive syntax as remark-directive adds it (`:::note` containers, `::name` leaves, `:name[text]`
// in running text), without the text directives when no site plugin can use them: none of the
// built-in transforms does, and read as directives, words after a colon were taken apart before
// being put back as text: `Contact:jane.doe@example.com` linked `.doe@example.com`, the e-mail
// autolink seeing what followed `:jane`.
import remarkDirective from 'remark-directive';
import type { Processor } from 'unified';

interface SyntaxExtension {
  text?: unknown;
  flow?: unknown;
}

export interface DirectivesOptions {
  /** Keep `:name[text]{attributes}` in running text (a site's remark plugins may handle them). */
  text: boolean;
}

export default function remarkDirectives(this: Processor, options: DirectivesOptions): void {
  remarkDirective.call(this);
  if (options.text) return;
  const extensions = this.data('micromarkExtensions') as SyntaxExtension[] | undefined;
  const syntax = extensions?.at(-1);
  if (extensions && syntax?.text !== undefined) extensions[extensions.length - 1] = { flow: syntax.flow };
}
