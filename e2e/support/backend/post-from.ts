/**
 * A POST from a chosen local address: how a spec plays many families' browsers against the test
 * backend, each connecting from an address of its own (any 127.x.y.z reaches a server on
 * 127.0.0.1), so the address the backend appends to x-forwarded-for, as a gateway does, differs
 * per family. fetch cannot choose its local address; node:http can.
 */
import { request } from 'node:http';

/** The response's status; its body is read and dropped. */
export function postFrom(localAddress: string, url: string, init: { headers: Record<string, string>; body: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', localAddress, headers: { ...init.headers, 'content-length': Buffer.byteLength(init.body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
