import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { battles, users } from '../../db/schema/index.ts';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { imageForm } from '../../test/multipart.ts';
import { buildBattle, buildEvent, buildUser, castVote } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { uploadsDirOf } from '../../lib/uploads-dir.ts';

// The share cards (docs/decisions.md#423): a 1200×630 PNG per completed battle and finished event, made once.
const t = useTestApp();
const cardsDir = () => join(t.config.dataDir, 'cards');

/** A finished one-battle night: its artists (one with a face on disk, one whose file is gone), votes 3 – 1. */
async function finishedNight(theme: { eng: [string, string]; jap: [string, string] }) {
  const eventId = await buildEvent({ db: t.db, titleEng: 'Night Canvas', titleJap: '夜のキャンバス' });
  const [withFace, faceGone] = [
    await buildUser({ db: t.db, type: 'artist' }),
    await buildUser({ db: t.db, type: 'artist' }),
  ];
  await mkdir(join(uploadsDirOf(t.config), 'faces'), { recursive: true });
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f78c5' } })
    .png()
    .toBuffer();
  await writeFile(join(uploadsDirOf(t.config), 'faces', `${withFace.id}.png`), png);
  await t.db
    .update(users)
    .set({ profileImage: `uploads/faces/${withFace.id}.png` })
    .where(eq(users.id, withFace.id));
  await t.db.update(users).set({ profileImage: 'uploads/faces/gone.webp' }).where(eq(users.id, faceGone.id));
  const { battleId } = await buildBattle({
    db: t.db,
    eventId,
    battleName: 'Final',
    battleNameJap: '決勝',
    player1Id: withFace.id,
    player2Id: faceGone.id,
    keyword1Eng: theme.eng[0],
    keyword2Eng: theme.eng[1],
    keyword1Jap: theme.jap[0],
    keyword2Jap: theme.jap[1],
  });
  for (const receiverId of [withFace.id, withFace.id, withFace.id, faceGone.id])
    await castVote({ db: t.db, battleId, receiverId });
  return { eventId, battleId, winnerId: withFace.id };
}

const complete = (battleId: string, winnerId: string) =>
  t.db.update(battles).set({ battleStatus: 'complete', winnerId }).where(eq(battles.id, battleId));

/** How many pixels of a PNG are the cards' gold (#f5b301): the theme, the badge, the product's name. */
async function goldPixels(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let gold = 0;
  for (let at = 0; at < data.length; at += info.channels)
    if (data[at]! > 200 && data[at + 1]! > 140 && data[at + 1]! < 200 && data[at + 2]! < 60) gold += 1;
  return gold;
}

/** How many pixels of a PNG are the test photo's green (#00c853). */
async function greenPixels(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let green = 0;
  for (let at = 0; at < data.length; at += info.channels)
    if (data[at]! < 40 && data[at + 1]! > 170 && data[at + 2]! > 60 && data[at + 2]! < 120) green += 1;
  return green;
}

describe('share cards', () => {
  it('makes a completed battle’s card once, 1200×630, in the language asked; a face that is gone is the default face', async () => {
    const { battleId, winnerId } = await finishedNight({ eng: ['Ocean', 'Fire'], jap: ['海', '炎'] });
    const early = await callAs(t, 'GET', `/backend/api/battles/${battleId}/card`, { language: 'ja' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('シェア用カードは、バトルが終わり結果が公開されると作られます。');

    await complete(battleId, winnerId);
    const before = new Set(await readdir(cardsDir()).catch(() => []));
    const first = await callAs(t, 'GET', `/backend/api/battles/${battleId}/card?lang=ja`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const made = (await readdir(cardsDir())).filter((file) => !before.has(file));
    expect(made).toHaveLength(1);

    // Made once: the same bytes and tag again, and no new file.
    const again = await callAs(t, 'GET', `/backend/api/battles/${battleId}/card?lang=ja`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await readdir(cardsDir())).filter((file) => !before.has(file))).toHaveLength(1);
    // English is a card of its own.
    const english = await callAs(t, 'GET', `/backend/api/battles/${battleId}/card?lang=en`);
    expect(english.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('draws the Japanese theme in glyphs of its own font, not as empty boxes', async () => {
    const drawn = await finishedNight({ eng: ['', ''], jap: ['海辺の夜明け', '炎と氷'] });
    const none = await finishedNight({ eng: ['', ''], jap: ['', ''] });
    await complete(drawn.battleId, drawn.winnerId);
    await complete(none.battleId, none.winnerId);
    const card = async (battleId: string) =>
      (await callAs(t, 'GET', `/backend/api/battles/${battleId}/card?lang=ja`)).rawPayload;
    // The theme is the card's only gold text besides the product's name and the winner's badge, which both show.
    expect(await goldPixels(await card(drawn.battleId))).toBeGreaterThan(
      (await goldPixels(await card(none.battleId))) + 2000,
    );
  });

  it('shows the photo of a canvas once one is taken, and is made again for it; the event’s, the champion’s in the final', async () => {
    const { eventId, battleId, winnerId } = await finishedNight({ eng: ['Ocean', 'Fire'], jap: ['海', '炎'] });
    await complete(battleId, winnerId);
    const card = () => callAs(t, 'GET', `/backend/api/battles/${battleId}/card?lang=en`);
    const without = await card();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#00c853' } })
      .jpeg()
      .toBuffer();
    const organiser = (await userWithToken(t, { role: 'admin' })).token;
    const photograph = async (side: 1 | 2) => {
      const form = imageForm(photo, { filename: 'canvas.jpg', type: 'image/jpeg' });
      const saved = await t.inject({
        method: 'POST',
        url: `/backend/admin-api/battles/${battleId}/artworks/${side}`,
        payload: form.payload,
        headers: { ...form.headers, authorization: organiser },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const eventCard = async () => (await callAs(t, 'GET', `/backend/api/events/${eventId}/card?lang=en`)).rawPayload;
    await photograph(2);
    const withPhoto = await card();
    expect(withPhoto.headers.etag).not.toBe(without.headers.etag);
    // The photo's green, on the card at ARTWORK's size less its border and the face on its corner.
    expect(await greenPixels(withPhoto.rawPayload)).toBeGreaterThan(40_000);
    expect(await greenPixels(without.rawPayload)).toBe(0);
    // The event's card shows the champion's canvas in the final: the runner-up's photo is not on it, the champion's is.
    expect(await greenPixels(await eventCard())).toBe(0);
    await photograph(1);
    expect(await greenPixels(await eventCard())).toBeGreaterThan(80_000);
  });

  it('makes a finished event’s card with its champion, and is the results page’s og:image', async () => {
    const { eventId, battleId, winnerId } = await finishedNight({ eng: ['Ocean', 'Fire'], jap: ['海', '炎'] });
    expect((await callAs(t, 'GET', `/backend/api/events/${eventId}/card`)).statusCode).toBe(409);
    await complete(battleId, winnerId);
    const card = await callAs(t, 'GET', `/backend/api/events/${eventId}/card?lang=en`);
    expect(card.statusCode).toBe(200);
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });

    for (const id of ['nope', '2b3c1d52-6f3a-4d3c-9a0b-0f2f4e5d6c7b']) {
      expect((await callAs(t, 'GET', `/backend/api/events/${id}/card`)).statusCode).toBe(404);
      expect((await callAs(t, 'GET', `/backend/api/battles/${id}/card`)).statusCode).toBe(404);
    }
  });
});
