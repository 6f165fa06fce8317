// The baseline: a bare node:http server answering fixed JSON bodies, to set the app's figures against.
// Usage: node bare-server.mjs <port> <payloads.json>   (payloads: {"/api/...": "<json text>"})
import fs from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const bodies = new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([p, json]) => [p, Buffer.from(json)]));

http
  .createServer((req, res) => {
    req.resume(); // read and drop the request body, as the app reads it
    req.on('end', () => {
      if (req.url === '/health') return void res.end('ok');
      const body = bodies.get(req.url);
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8', 'content-length': body?.length ?? 0 });
      res.end(body);
    });
  })
  .listen(Number(port), '127.0.0.1');
