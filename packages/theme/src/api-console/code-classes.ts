// The classes of the `<pre>` around highlighted generated code, as Shiki's CSS-variables theme
// writes them (kept apart from the lexer so markup can name them without loading it). Its colours
// come from theme.css (`.ssg-code pre.shiki`), not from an inline style as Shiki writes it.
export const PRE_CLASS = 'shiki ssg-code-theme';
