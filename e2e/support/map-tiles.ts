import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

/**
 * A tile server for the browser tests, which have no network (issue 23 §11): every
 * `/{z}/{x}/{y}.png` is a 256-pixel tile drawn here, pale land with a grid and a darker edge, so
 * the screenshots show a real tiled map. The portal is started with MAP_TILE_URL pointing at it,
 * another origin than the portal's, as a real tile server is.
 */
export interface TileServer {
  urlTemplate: string;
  requests: () => number;
  close: () => Promise<void>;
}

const SIZE = 256;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tile: its shade varies with x and y, so that neighbouring tiles are told apart. */
function tile(x: number, y: number): Buffer {
  const shade = ((x + y) % 2) * 10;
  const rows: Buffer[] = [];
  for (let row = 0; row < SIZE; row++) {
    const line = Buffer.alloc(1 + SIZE * 3);
    for (let col = 0; col < SIZE; col++) {
      const edge = row === 0 || col === 0;
      const grid = row % 64 === 0 || col % 64 === 0;
      const [r, g, b] = edge ? [150, 160, 150] : grid ? [205, 215, 200] : [232 - shade, 238 - shade, 223 - shade];
      line.writeUInt8(r, 1 + col * 3);
      line.writeUInt8(g, 2 + col * 3);
      line.writeUInt8(b, 3 + col * 3);
    }
    rows.push(line);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function startTileServer(): Promise<TileServer> {
  let served = 0;
  const server: Server = createServer((req, res) => {
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '');
    if (!match) return void res.writeHead(404).end();
    served++;
    res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600', 'Cross-Origin-Resource-Policy': 'cross-origin' });
    res.end(tile(Number(match[2]), Number(match[3])));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlTemplate: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    requests: () => served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
