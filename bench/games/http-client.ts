import http from 'node:http';
import net from 'node:net';

/**
 * A lean keep-alive JSON client, so the benchmark spends its CPU on the server, not on the client: it
 * shares the server's two cores, and node:http's agent and parser cost it a fifth of a millisecond a
 * request, a seventh of the whole machine's work per play. Plain HTTP/1.1 on raw sockets, one request
 * at a time per socket, responses framed by Content-Length (what Fastify sends for JSON).
 */
export class HttpClient {
  private readonly idle: Connection[] = [];
  private readonly host: string;
  private readonly port: number;

  /** `localAddress`: the address connections come from (127.x.y.z), which a balancer may hash on. */
  constructor(
    readonly baseUrl: string,
    private readonly localAddress?: string,
  ) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
  }

  async json<T = Record<string, string>>(
    method: string,
    path: string,
    body: unknown,
    token: string | null,
    expect = 200,
  ): Promise<T> {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const { status, text } = await this.send(
      method,
      path,
      payload,
      token ? { authorization: `Bearer ${token}` } : {},
    );
    if (status !== expect) throw new Error(`${method} ${path}: ${status} ${text}`);
    return JSON.parse(text) as T;
  }

  /** One request with a JSON `payload` (as sent, byte for byte: what a signature covers) and extra headers. */
  async send(
    method: string,
    path: string,
    payload: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; text: string }> {
    const head =
      `${method} ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\n` +
      (payload ? `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n` : '') +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n';
    const connection = this.idle.pop() ?? new Connection(this.host, this.port, this.localAddress);
    const answer = await connection.request(head + payload);
    this.idle.push(connection);
    return answer;
  }

  async waitUntilUp(timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      try {
        await new Promise<void>((resolve, reject) => {
          http
            .get({ host: this.host, port: this.port, path: '/api/health' }, (r) => {
              r.resume();
              r.statusCode === 200 ? resolve() : reject(new Error(String(r.statusCode)));
            })
            .on('error', reject);
        });
        return;
      } catch (error) {
        if (Date.now() > until) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** One keep-alive socket carrying one request at a time. */
class Connection {
  private readonly socket: net.Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private pending: {
    resolve: (r: { status: number; text: string }) => void;
    reject: (e: Error) => void;
  } | null = null;
  private failure: Error | null = null;

  constructor(host: string, port: number, localAddress?: string) {
    this.socket = net.connect({ host, port, noDelay: true, ...(localAddress ? { localAddress } : {}) });
    this.socket.on('data', (chunk: Buffer) => this.received(chunk));
    const fail = (error: Error) => {
      this.failure = error;
      this.pending?.reject(error);
      this.pending = null;
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('connection closed')));
  }

  request(raw: string): Promise<{ status: number; text: string }> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(raw);
    });
  }

  private received(chunk: Buffer): void {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const headEnd = this.buffered.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = this.buffered.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.failure = new Error(`response without content-length: ${head}`);
      this.socket.destroy(this.failure);
      return;
    }
    const end = headEnd + HEAD_END.length + Number(length[1]);
    if (this.buffered.length < end) return;
    const text = this.buffered.toString('utf8', headEnd + HEAD_END.length, end);
    this.buffered = this.buffered.subarray(end);
    const pending = this.pending;
    this.pending = null;
    pending?.resolve({ status: Number(head.slice(9, 12)), text });
  }
}
