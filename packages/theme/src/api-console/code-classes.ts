// The classes and style of the `<pre>` around highlighted generated code, as Shiki's CSS-variables
// theme writes them (kept apart from the lexer so markup can name them without loading it).
export const PRE_CLASS = 'shiki ssg-code-theme';
export const PRE_STYLE = 'background-color:var(--shiki-background);color:var(--shiki-foreground)';
