import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestCheck } from '../../../src/serve/request-check.ts';

const request = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as IncomingMessage;

describe('requestCheck', () => {
  const check = requestCheck('127.0.0.1', 4321, ['mybox.local', '.lan.example']);

  it('lets through the loopback names, the --allowed-host names and the names below a ".name", with the port', () => {
    for (const host of ['127.0.0.1:4321', 'localhost:4321', '[::1]:4321', 'LOCALHOST:4321', 'mybox.local:4321', 'lan.example:4321', 'pc.lan.example:4321']) {
      expect(check(request('GET', { host })), host).toBeNull();
      expect(check(request('POST', { host, origin: `http://${host.toLowerCase()}` })), host).toBeNull();
    }
  });

  it('refuses another name, another port, no port, no Host', () => {
    for (const host of ['evil.example:4321', 'localhost:4322', 'localhost', '[::1]', 'mybox.local.evil.example:4321', 'evillan.example:4321']) {
      expect(check(request('GET', { host })), host).toMatch(/^Host "[^"]*" is not this server/);
    }
    expect(check(request('GET', {}))).toMatch(/^Host "" is not this server/);
  });

  it('refuses a change without an Origin of its own, and any request with a foreign Origin', () => {
    const host = 'localhost:4321';
    expect(check(request('POST', { host }))).toMatch(/^a POST request must come from a page of this server/);
    expect(check(request('GET', { host, upgrade: 'websocket' }))).toMatch(/^a GET request must come from a page of this server/);
    for (const origin of ['http://evil.example', 'null', 'https://localhost:4321', 'http://localhost:4321/x', 'http://localhost:4322']) {
      expect(check(request('GET', { host, origin })), origin).toMatch(/^Origin "[^"]*" is not a page of this server/);
    }
  });

  it('answers to the address it listens on, and to no other name when it listens on every interface', () => {
    expect(requestCheck('192.168.1.5', 80)(request('GET', { host: '192.168.1.5' }))).toBeNull(); // port 80 goes unsaid
    expect(requestCheck('192.168.1.5', 80)(request('POST', { host: '192.168.1.5:80', origin: 'http://192.168.1.5' }))).toBeNull();
    expect(requestCheck('::1', 9)(request('GET', { host: '[::1]:9' }))).toBeNull();
    expect(requestCheck('0.0.0.0', 9)(request('GET', { host: '192.168.1.5:9' }))).toMatch(/add a name with --allowed-host/);
  });
});
