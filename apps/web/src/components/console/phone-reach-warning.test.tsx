import { ZAdminPhoneReachReplySchema } from '@artclash/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const REACH = '/backend/admin-api/phone-reach';
const LAN = ['http://192.168.1.20:8080', 'http://[2001:db8:5::20]:8080'];

/** The server's answer about PUBLIC_URL (docs/decisions.md#346). */
const reachReply = (reach: { public_url: string; loopback: boolean; lan_urls: string[] }) => ({
  body: ZAdminPhoneReachReplySchema.parse({ status: 1, message: 'ok', reach }),
});

describe('the console warns the organiser when phones cannot reach the server (docs/decisions.md#346)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    saveSession(sessionOf(buildSessionUser({ _id: 'me', username: 'aiko', role: 'admin' }), 'jwt-admin'));
  });

  it("names the localhost address and lists this computer's addresses to set PUBLIC_URL to, on every console screen", async () => {
    stubFetch(on(REACH, reachReply({ public_url: 'http://localhost:8080', loopback: true, lan_urls: LAN })));
    for (const path of ['/admin/events', '/admin/organisers']) {
      const { unmount } = renderRoute(path);
      const warning = await screen.findByRole('region', { name: 'Phones cannot reach this server' });
      expect(warning).toHaveTextContent(
        'The QR codes and links send phones to http://localhost:8080, an address of this computer itself',
      );
      expect(warning).toHaveTextContent("Restart the server with PUBLIC_URL set to one of this computer's addresses");
      expect(
        within(warning)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(LAN);
      unmount();
    }
  });

  it('folds to its title in the control room, whose controls come first, and opens on a press (docs/product.md#rule-395)', async () => {
    const user = userEvent.setup();
    stubFetch(on(REACH, reachReply({ public_url: 'http://localhost:8080', loopback: true, lan_urls: LAN })));
    renderRoute('/admin/live/event-1');
    const title = await screen.findByText('Phones cannot reach this server');
    const folded = title.closest('details')!;
    expect(folded).not.toHaveAttribute('open');
    await user.click(title);
    expect(folded).toHaveAttribute('open');
    expect(folded).toHaveTextContent('an address of this computer itself');
  });

  it('speaks Japanese in a Japanese console, and says how to join a network when the computer is on none', async () => {
    await i18n.changeLanguage('ja');
    stubFetch(on(REACH, reachReply({ public_url: 'http://127.0.0.1:8080', loopback: true, lan_urls: [] })));
    renderRoute('/admin/events');
    const warning = await screen.findByRole('region', { name: 'スマートフォンからこのサーバーに接続できません' });
    expect(warning).toHaveTextContent('QRコードやリンクはスマートフォンを http://127.0.0.1:8080 に案内しますが');
    expect(warning).toHaveTextContent('会場のネットワークに接続してから、HOST=0.0.0.0');
    expect(within(warning).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says nothing when PUBLIC_URL is an address phones can open', async () => {
    stubFetch(on(REACH, reachReply({ public_url: 'https://artclash.example', loopback: false, lan_urls: LAN })));
    const { queryClient } = renderRoute('/admin/events');
    await waitFor(() => expect(queryClient.getQueryData(['phone-reach'])).toMatchObject({ loopback: false }));
    await screen.findByRole('heading', { name: 'Events', level: 1 });
    expect(screen.queryByRole('region', { name: 'Phones cannot reach this server' })).not.toBeInTheDocument();
    expect(screen.queryByText(/localhost|192\.168/)).not.toBeInTheDocument();
  });
});
