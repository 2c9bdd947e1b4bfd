import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ChannelNotifier, HttpSmsNotifier, type Notifier, type OutgoingMessage } from './notifier.ts';

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A real HTTP gateway on loopback that records what it receives and answers `status`. */
async function gateway(status: number) {
  const received: { headers: http.IncomingHttpHeaders; body: unknown }[] = [];
  const server = http.createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(data) });
      response.writeHead(status).end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`, received };
}

const sms: OutgoingMessage = { channel: 'sms', to: '+821012345678', subject: 'Code', body: 'Your code is 123456' };

describe('notifier', () => {
  it('posts a text message to the HTTP gateway with its token', async () => {
    const { url, received } = await gateway(202);
    await new HttpSmsNotifier(url, 'secret-token').send(sms);
    expect(received).toEqual([
      {
        headers: expect.objectContaining({ authorization: 'Bearer secret-token', 'content-type': 'application/json' }),
        body: { to: '+821012345678', text: 'Your code is 123456' },
      },
    ]);
  });

  it('fails loudly when the gateway refuses the message', async () => {
    const { url } = await gateway(500);
    await expect(new HttpSmsNotifier(url, undefined).send(sms)).rejects.toThrow('SMS gateway answered 500');
  });

  it('sends each channel by its own service', async () => {
    const sent: string[] = [];
    const recorder = (name: string): Notifier => ({ send: async (message) => void sent.push(`${name}:${message.to}`) });
    const notifier = new ChannelNotifier({ email: recorder('mail'), sms: recorder('sms') });
    await notifier.send(sms);
    await notifier.send({ ...sms, channel: 'email', to: 'buyer@example.com' });
    expect(sent).toEqual(['sms:+821012345678', 'mail:buyer@example.com']);
  });
});
