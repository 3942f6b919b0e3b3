import request from 'supertest';
import { testMarketplace } from '../fixtures/testMarketplace.ts';
const m = await testMarketplace();
const doc = (await request(m.app).get('/api/openapi.json')).body;
const ops: string[] = [];
for (const [p, methods] of Object.entries<any>(doc.paths)) for (const meth of Object.keys(methods)) ops.push(`${meth.toUpperCase()} ${p} ${methods[meth]['x-access'] ?? 'public'}`);
console.log(ops.join('\n'));
const probes: [string, string][] = [
  ['get', '/api/videos?minPrice=21474837'],
  ['get', '/api/videos?maxPrice=1e308'],
  ['get', '/api/search/videos?minPrice=21474837'],
  ['get', '/api/search/map?minPrice=21474837'],
  ['get', '/api/videos/%'],
  ['get', '/api/videos/%E0%A4%A'],
  ['get', '/api/videos/%C0%AF'],
  ['get', '/api/videos/%ED%A0%80'],
  ['get', '/api/admin/users/%'],
  ['get', '/%'],
  ['get', '/api/videos/a%00b'],
  ['get', '/api/videos/%ED%A0%80x'],
  ['get', '/api/videos?search=a%00b'],
  ['get', '/api/purchases/a%00b'],
];
for (const [meth, url] of probes) {
  const res = await (request(m.app) as any)[meth](url).set('authorization', `Bearer ${m.tokens.admin}`);
  console.log(res.status, url, res.text.slice(0, 200));
}
await m.close();
