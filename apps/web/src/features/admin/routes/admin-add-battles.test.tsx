import { ZAdminEventReplySchema } from '@artclash/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import { buildBattle, buildEvent, eventBattlesReply } from '@/test/factories';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const event = buildEvent({ title_eng: 'Night Canvas' });
// The event's screen key and its projector language, both (docs/product.md#rule-350, #rule-397).
const projector = `/live-event-battle/${event._id}?screen=screen-key-of-the-event&lang=both`;

function stubBattles() {
  return stubFetch(
    on(`/backend/admin-api/events/${event._id}`, {
      body: ZAdminEventReplySchema.parse({
        status: 1,
        message: 'ok',
        // Not the room rule: the key comes whatever the rule, so changing it mid-night needs no new link.
        event: { ...event, voting_rule: 'anyone', auto_close_voting: false, projector_language: 'both' },
        version: 1,
        screen_key: 'screen-key-of-the-event',
      }),
    }),
    on(`/backend/api/EventByAllBattle/${event._id}`, {
      body: eventBattlesReply(event, [buildBattle({ battle_name: 'Opening' }), buildBattle({ battle_name: 'Final' })]),
    }),
  );
}

describe("the event's battles: the ways to the big screen (docs/product.md#rule-350)", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    saveSession(sessionOf(buildSessionUser({ role: 'admin' }), 'jwt-admin'));
  });

  it("opens the big screen of every battle with the event's screen key", async () => {
    stubBattles();
    renderRoute(`/admin/add-battles/${event._id}`);
    const battles = await screen.findAllByRole('link', { name: 'Big screen' });
    expect(battles).toHaveLength(2);
    for (const link of battles) expect(link).toHaveAttribute('href', projector);
  });

  it("tells the organiser, beside the venue's QR code, to open the projector with the keyed link, and leaves it off the printed page", async () => {
    stubBattles();
    renderRoute(`/admin/add-battles/${event._id}`);
    const poster = within(await screen.findByRole('region', { name: 'Voting QR code for the venue' }));
    const link = poster.getByRole('link', { name: `${window.location.origin}${projector}` });
    expect(link).toHaveAttribute('href', `${window.location.origin}${projector}`);
    const instructions = link.closest('p');
    expect(instructions).toHaveTextContent(/^On the projector, open the big screen with this link/);
    expect(instructions).toHaveClass('noPrint');
    // The printed QR code opens the voting page, never the projector.
    expect(poster.getByRole('img', { name: /^QR code that opens/ }).getAttribute('data-value')).not.toContain('screen');
  });
});
