import { ZAdminPhoneReachReplySchema } from '@artclash/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { lanUrlsOf } from '../../lib/phone-reach.ts';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { type TestApp, useTestApp } from '../../test/helper.ts';

// Every console screen asks whether phones in the room can open PUBLIC_URL (docs/decisions.md#346).
const reachOf = async (t: TestApp) => {
  const { token } = await userWithToken(t, { role: 'admin' });
  const reply = await callAs(t, 'GET', '/backend/admin-api/phone-reach', { token });
  expect(reply.statusCode).toBe(200);
  return ZAdminPhoneReachReplySchema.parse(reply.json()).reach;
};

describe('GET /backend/admin-api/phone-reach on a server whose PUBLIC_URL is localhost', () => {
  const t = useTestApp({ publicUrl: 'http://localhost:8080', host: '0.0.0.0', port: 8080 });
  let reach: Awaited<ReturnType<typeof reachOf>>;
  beforeAll(async () => {
    reach = await reachOf(t);
  });

  it("says phones cannot open it, and gives the machine's network addresses to use instead", () => {
    expect(reach).toEqual({
      public_url: 'http://localhost:8080',
      loopback: true,
      lan_urls: lanUrlsOf({ host: '0.0.0.0', port: 8080, tls: undefined }),
    });
    expect(reach.lan_urls.every((url) => /^http:\/\/(\d+\.){3}\d+:8080$|^http:\/\/\[[\da-f:]+\]:8080$/.test(url))).toBe(
      true,
    );
  });
});

describe('GET /backend/admin-api/phone-reach on a server with a real PUBLIC_URL', () => {
  const t = useTestApp({ publicUrl: 'https://artclash.example', host: '0.0.0.0', port: 8080 });

  it('says phones can open it', async () => {
    expect(await reachOf(t)).toMatchObject({ public_url: 'https://artclash.example', loopback: false });
  });
});
