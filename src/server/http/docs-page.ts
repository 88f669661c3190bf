/**
 * /api/docs: a self-contained page that renders /api/openapi.json. No CDN (the CSP and the
 * closed network forbid one); the script is served from /api/docs.js.
 */
export function docsPage(): string {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tschutti API</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:960px;margin:0 auto;padding:24px}
h1{margin:0 0 4px}.op{background:#fff;border:1px solid #e2e8f0;border-radius:10px;margin:10px 0;padding:12px 16px}
.m{display:inline-block;min-width:64px;font-weight:700;text-transform:uppercase;font-size:12px;padding:2px 8px;border-radius:6px;color:#fff;margin-right:8px}
.get{background:#15803d}.post{background:#1d4ed8}.patch,.put{background:#b45309}.delete{background:#b91c1c}
code{font-size:14px}.tag{color:#64748b;font-size:12px;margin-left:8px}p{margin:6px 0 0;color:#334155}
</style></head>
<body><main><h1>Tschutti API</h1><p>Maschinenlesbar: <a href="/api/openapi.json">/api/openapi.json</a></p><div id="ops">Lädt…</div></main>
<script src="/api/docs.js"></script></body></html>`;
}

export const DOCS_SCRIPT = `fetch('/api/openapi.json').then(r=>r.json()).then(doc=>{
const root=document.getElementById('ops');root.textContent='';
for(const [path,item] of Object.entries(doc.paths||{})){for(const [method,op] of Object.entries(item)){
const d=document.createElement('div');d.className='op';
const m=document.createElement('span');m.className='m '+method;m.textContent=method;d.appendChild(m);
const c=document.createElement('code');c.textContent=path;d.appendChild(c);
if(op.tags){const t=document.createElement('span');t.className='tag';t.textContent=op.tags.join(', ');d.appendChild(t);}
if(op.summary){const p=document.createElement('p');p.textContent=op.summary;d.appendChild(p);}
root.appendChild(d);}}});`;
