// The inline script at the end of `<body>` that loads the browser runtime after the first paint.
// Measured with Lighthouse (mobile, simulated throttling): a module script or a modulepreload
// anywhere in the page moved the simulated first contentful paint by 250–300 ms (its model
// counts every request made before the paint), even though a module script never blocks
// rendering; requested from here, one frame later, the paint is that of the page without script.
// Until the shell runs, a click on an island's button or on the announcement bar's Close (the
// shell's own) is held (and replayed by the shell), so the controls shown at first paint never
// lose a click; so is a button's keyboard shortcut (Ctrl/⌘ + a letter its `data-ssg-shortcut`
// lists, or `/` outside a text field, tested as `shared/shortcut.ts` does).
import { DATA_ATTRIBUTES, EARLY_CLICKS_GLOBAL, ISLAND_TAG } from '../shared/runtime-contract.js';

/** The script text: after the next frame, preload `preload` and run each of `scripts` as a module. */
export function buildShellLoader(scripts: readonly string[], preload: readonly string[]): string {
  const json = JSON.stringify({ s: scripts, p: preload }).replace(/</g, '\\u003c');
  return [
    '(function(){',
    `var c=${json},d=document,q=[];`,
    `function hold(e){var t=e.target,b=t&&t.closest&&t.closest(${JSON.stringify(`${ISLAND_TAG} button,[${DATA_ATTRIBUTES.announcementClose}]`)});if(b){e.preventDefault();e.stopPropagation();q.push(t)}}`,
    'd.addEventListener("click",hold,true);',
    // `/` outside a text field; Ctrl/⌘ + letter (or the letter's key position on other layouts),
    // without Alt, Shift or an IME.
    'function key(e){var k,t=e.target;if(e.key=="/"){if(e.ctrlKey||e.metaKey||e.altKey||e.isComposing||t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)))return;k="/"}',
    'else{if(!(e.ctrlKey||e.metaKey)||e.altKey||e.shiftKey||e.isComposing)return;',
    'k=/^[a-z]$/i.test(e.key)?e.key:/^Key[A-Z]$/.test(e.code||"")&&!/^[ -~]$/.test(e.key)?e.code.slice(3):""}',
    `var b=k&&d.querySelector(${JSON.stringify(`${ISLAND_TAG} [${DATA_ATTRIBUTES.shortcut}~="`)}+k.toLowerCase()+'"]');if(b){e.preventDefault();q.push(b)}}`,
    'd.addEventListener("keydown",key,true);',
    `window[${JSON.stringify(EARLY_CLICKS_GLOBAL)}]={targets:q,stop:function(){d.removeEventListener("click",hold,true);d.removeEventListener("keydown",key,true)}};`,
    'function add(t,a){var e=d.createElement(t);for(var k in a)e.setAttribute(k,a[k]);d.head.appendChild(e)}',
    'function go(){c.p.forEach(function(h){add("link",{rel:"modulepreload",href:h})});c.s.forEach(function(s){add("script",{type:"module",src:s})})}',
    'if(typeof requestAnimationFrame=="function")requestAnimationFrame(function(){setTimeout(go)});else go()',
    '})();',
  ].join('');
}
