import { ZEventListReplySchema } from '@artclash/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { artistSession, userDetailsReply } from '@/test/creators';
import { buildEvent } from '@/test/factories';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const event = buildEvent({ title_eng: 'Shibuya Night Canvas', title_jap: '渋谷ナイトキャンバス' });
const participated = (events = [event]) =>
  on('/backend/api/participated-events/u1', {
    body: ZEventListReplySchema.parse({ status: 1, message: 'ok', events }),
  });
const getUser = on('/backend/api/get_user/u1', { body: userDetailsReply() });

beforeEach(() => void saveSession(artistSession));

describe('Participated Events /participated-events (docs/product.md §2.9, docs/product.md#rule-177)', () => {
  it('lists the events the user took part in, each opening its details', async () => {
    stubFetch(getUser, participated());
    renderRoute('/participated-events');

    expect(await screen.findByRole('heading', { level: 1, name: 'Participated Events' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profile');
    const link = within(await screen.findByRole('list', { name: 'Events' })).getByRole('link');
    expect(link).toHaveAttribute('href', `/event-details/${event._id}`);
    expect(link).toHaveTextContent('Shibuya Night Canvas');
  });

  it('says so when there are none', async () => {
    stubFetch(getUser, participated([]));
    renderRoute('/participated-events');
    expect(await screen.findByText('You have not taken part in any event yet')).toBeInTheDocument();
  });
});
