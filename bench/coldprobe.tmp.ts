import { startServer } from '/work/main/bench/server.ts';
const port = 3552;
const server = startServer(port, { TRUST_PROXY: '1', CLIENT_WORK_PER_SECOND: '1000' });
for (let i = 0; i < 120; i++) { try { const r = await fetch(`http://127.0.0.1:${port}/api/health`); if (r.ok) break; } catch {} await new Promise(r => setTimeout(r, 500)); }
const search = await (await fetch(`http://127.0.0.1:${port}/api/items/search?category=1&size=8`)).json() as { items: { itemNo: number }[] };
for (const [i, item] of search.items.entries()) {
  const t = performance.now();
  const r = await fetch(`http://127.0.0.1:${port}/item/detail/car/${item.itemNo}`, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
  await r.text();
  console.log(i, r.status, Math.round(performance.now() - t), 'ms');
}
for (const url of ['/', '/item/list/car', '/item/list/car?maker=1']) { const t = performance.now(); await (await fetch(`http://127.0.0.1:${port}${url}`)).text(); console.log(url, Math.round(performance.now() - t), 'ms'); }
await server.stop();
