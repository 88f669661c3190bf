import { WIDGET_HEIGHT_MESSAGE } from "#shared/widgets/height-message.ts";

// The widgets' style sheet and script, served as files (/widget/widget.css, /widget/widget.js):
// no inline code, so the widget CSP can forbid it, and each is cached by the browser.

/** The dark colours: always on `theme=dark`, on `auto` where the visitor's device is dark (theme.ts). */
const DARK =
  "color-scheme:dark;--bg:#111827;--fg:#f3f4f6;--muted:#9ca3af;--line:#374151;--brand:#4ade80;--live:#f87171;--soft:#1f2937";

export const WIDGET_CSS = `
:root{color-scheme:light;--bg:#fff;--fg:#111827;--muted:#6b7280;--line:#e5e7eb;--brand:#15803d;--live:#dc2626;--soft:#f0fdf4}
:root[data-theme=dark]{${DARK}}
@media (prefers-color-scheme:dark){:root[data-theme=auto]{${DARK}}}
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.w{max-width:800px;margin:0 auto;padding:12px}
.w-head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:2px 8px;border-bottom:2px solid var(--brand);padding-bottom:6px;margin-bottom:8px}
.w-title{margin:0;font-size:16px;font-weight:700;overflow-wrap:anywhere}
.w-sub{color:var(--muted);font-size:12px;white-space:nowrap}
h2{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);margin:12px 0 4px}
ul{list-style:none;margin:0;padding:0}
.m{display:grid;grid-template-columns:7.5em 1fr auto;gap:8px;align-items:center;padding:6px 0;border-bottom:1px solid var(--line)}
.m-date{color:var(--muted);font-size:12px}
.m-teams{min-width:0;overflow:hidden;text-overflow:ellipsis}
.kt{display:inline-block}
.m-res{font-weight:700;font-variant-numeric:tabular-nums;white-space:nowrap}
.badge{display:inline-block;border-radius:999px;padding:0 6px;font-size:11px;font-weight:700}
/* The page's own background as the text: white on the light scheme's red, dark on the dark scheme's lighter red. */
.live{background:var(--live);color:var(--bg)}
.quiet{background:var(--line);color:var(--fg)}
.off{color:var(--muted);text-decoration:line-through}
.later{color:var(--muted)}
/* A line-through does not reach into an inline block: «1. Mannschaft» (.kt) is struck itself. */
.off .kt{text-decoration:line-through}
a{color:inherit;text-decoration:none}
a:hover,a:focus-visible{text-decoration:underline}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{padding:5px 4px;border-bottom:1px solid var(--line);text-align:right}
th{font-size:11px;color:var(--muted);font-weight:600}
/* A team's name wraps (its «1. Mannschaft» whole, .kt) rather than being cut: cut, a club's teams looked alike. */
td.t,th.t{text-align:left;width:100%;overflow-wrap:anywhere}
td.p{font-weight:700}
tr.promotion td:first-child{box-shadow:inset 3px 0 var(--brand)}
tr.relegation td:first-child{box-shadow:inset 3px 0 var(--live)}
tr.moved td{color:var(--muted)}
/* What the zones' bars mean, each item led by its bar. */
.legend{display:flex;flex-wrap:wrap;gap:2px 16px;margin-top:6px;font-size:11px;color:var(--muted)}
.legend li{padding-left:9px;box-shadow:inset 3px 0 var(--brand)}
.legend li.relegation{box-shadow:inset 3px 0 var(--live)}
/* Read out, not shown. */
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
tr.own td{font-weight:700}
.mv{font-size:11px}
.wd,.ded{font-size:11px;color:var(--live)}
.notes li{padding:2px 0;font-size:12px}
@media (max-width:420px){.wide{display:none}.m{grid-template-columns:5.5em 1fr auto}}
.score{display:grid;grid-template-columns:1fr auto 1fr;gap:8px;align-items:center;text-align:center;margin:8px 0}
.score .n{font-size:32px;font-weight:800;font-variant-numeric:tabular-nums}
.score .team{font-weight:600;overflow-wrap:anywhere}
/* A frame under 340 px: the result a little smaller, so «1. Mannschaft» keeps a line beside it. */
@media (max-width:340px){.score{gap:4px}.score .n{font-size:26px}.score .team{font-size:13px}}
.state{text-align:center;color:var(--muted);font-size:12px}
.ev{display:grid;grid-template-columns:3.5em 1fr;gap:8px;padding:6px 0;border-bottom:1px solid var(--line)}
.ev-min{font-weight:700;color:var(--brand);font-variant-numeric:tabular-nums}
.ev-type{font-weight:600}
.ev-score{font-weight:700;font-variant-numeric:tabular-nums}
.empty{color:var(--muted);padding:12px 0}
.foot{margin-top:10px;font-size:12px;color:var(--muted);text-align:right}
.foot a{color:var(--brand);font-weight:600}
/* A club site's narrow sidebar (under 300 px): a match's date takes its own line above its teams,
   and the ticker's teams stand above and below the result, «1. Mannschaft» whole on its line.
   Last in the sheet, so it wins over the rules above. */
@media (max-width:299px){.w{padding:8px}.m{grid-template-columns:1fr auto;row-gap:0}.m-date{grid-column:1/-1}.score{grid-template-columns:1fr;gap:0}}
`.trim();

/**
 * Tells the embedding page the content's height, at once and on every change (a narrower frame,
 * a new ticker event), so the snippet's listener sizes the frame: no cut-off, no inner scrolling.
 * To any origin ("*"): the height of a public widget is no secret, and the page is anyone's.
 *
 * Keeps a live ticker current: the stream says something changed, the widget fetches its own
 * page again (no cookies) and swaps the content. Falls back to polling without EventSource.
 */
export const WIDGET_JS = `
(function(){
  var root=document.getElementById("w");
  if(!root)return;
  var told=0;
  function tellHeight(){
    var height=Math.ceil(document.body.getBoundingClientRect().height);
    if(height===told)return;
    told=height;
    parent.postMessage({type:"${WIDGET_HEIGHT_MESSAGE}",widget:location.pathname+location.search,height:height},"*");
  }
  if(window.ResizeObserver)new ResizeObserver(tellHeight).observe(document.body);
  addEventListener("load",tellHeight);
  tellHeight();
  if(!root.hasAttribute("data-live"))return;
  var id=root.getAttribute("data-live"),busy=false,again=false;
  function refresh(){
    if(busy){again=true;return}
    busy=true;
    fetch(location.href,{credentials:"omit",cache:"no-store"}).then(function(r){return r.ok?r.text():null}).then(function(html){
      if(!html)return;
      var next=new DOMParser().parseFromString(html,"text/html").getElementById("w");
      if(next){root.innerHTML=next.innerHTML;if(!next.hasAttribute("data-live"))stop()}
    }).catch(function(){}).then(function(){busy=false;if(again){again=false;refresh()}});
  }
  var es=null,timer=null;
  function stop(){if(es)es.close();if(timer)clearInterval(timer)}
  if(window.EventSource){
    es=new EventSource("/api/live/stream?matches="+id.split(",").map(encodeURIComponent).join(","));
    ["match","event.created","event.updated","event.deleted","reset"].forEach(function(k){es.addEventListener(k,refresh)});
  }
  timer=setInterval(refresh,es?60000:15000);
})();
`.trim();
