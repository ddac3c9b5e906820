// The load client's HTTP calls. The simulated terminals are other machines in production, so
// what they spend is an artifact of the bench: node:http over kept-alive sockets costs the client
// about half of what fetch (undici) does, leaving the shared machine's second core to the
// server's disk flushes and the kernel's loopback work instead of to the load generator.
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export type JsonAnswer = { status: number; ok: boolean; json: unknown };

/** POSTs `body` as JSON and reads the JSON answer; rejects when the server is gone. */
export function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<JsonAnswer> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': String(payload.length) } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const status = incoming.statusCode ?? 0;
        try {
          resolve({ status, ok: status >= 200 && status < 300, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
