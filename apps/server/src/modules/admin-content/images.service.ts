import type { AdvertImage, BannerImage } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import type { advertImages, bannerImages } from '../../platform/db/schema';
import { NotFound } from '../../platform/errors/domain';
import type { UploadedFile } from '../../platform/security/uploads';
import type { Session } from '../../platform/security/session';
import { audit } from '../audit';
import { advertDto, bannerDto } from '../home';
import { keysOf, removeAll, storePictures } from './home-pictures';
import {
  allAdverts,
  allBanners,
  deletePictureRow,
  insertAdverts,
  insertBanners,
  lastBannerPosition,
  lockPicture,
  updatePicture,
} from './images.repository';

/** The admin who acts, as the audit trail names them. */
export const actor = (session: Session) => ({ id: session.user.id, name: session.user.name });

/**
 * The home page is drawn on the server and each drawing is reused for a few seconds
 * (platform/ssr/page-hints.ts): after a change, the next visitor gets a fresh one.
 */
export const forgetDrawnPages = (app: FastifyInstance) => app.ssr.drawn.clear();

const NO_ADVERT = 'There is no such advert.';
const NO_BANNER = 'There is no such banner.';

/** Every advert (by slot, newest first) and banner (in their order), active or not. */
export async function allHomeImages(app: FastifyInstance) {
  const { db, storage } = app;
  const [banners, adverts] = await Promise.all([allBanners(db), allAdverts(db)]);
  return {
    bannerImages: banners.map((b) => bannerDto(storage, b)),
    advertImages: adverts.map((a) => advertDto(storage, a)),
  };
}

/** The fields of a row the audit trail keeps (storage keys, not URLs). */
const bannerFacts = (row: typeof bannerImages.$inferSelect) => ({
  path: row.path,
  active: row.active,
  position: row.position,
  alt: row.alt,
});
const advertFacts = (row: typeof advertImages.$inferSelect) => ({
  path: row.path,
  active: row.active,
  position: row.position,
  url: row.url,
  alt: row.alt,
});

interface Uploads {
  files: UploadedFile[];
  signal?: AbortSignal;
}

/**
 * New adverts in `position`, active at once. The files are written first; if the rows cannot be
 * (or their audit lines), the files go again: no row without its files, no files without a row.
 */
export async function uploadAdverts(
  app: FastifyInstance,
  session: Session,
  uploads: Uploads,
  /** 1, 2 or 3: the contract has checked it. */
  position: number,
): Promise<AdvertImage[]> {
  const stored = await storePictures(
    app.imagePool,
    app.storage,
    'adverts',
    'advertImages',
    uploads.files,
    uploads.signal,
  );
  try {
    const rows = await app.db.transaction(async (tx) => {
      const made = await insertAdverts(
        tx,
        stored.map((p) => ({ ...p, position, active: true })),
      );
      for (const row of made)
        await audit(tx, actor(session), {
          action: 'advert.upload',
          subject_type: 'advert',
          subject_id: row.id,
          after: advertFacts(row),
        });
      return made;
    });
    forgetDrawnPages(app);
    return rows.map((row) => advertDto(app.storage, row));
  } catch (error) {
    await removeAll(app.storage, keysOf(stored));
    throw error;
  }
}

/** New banners after the others, active at once; all or nothing as uploadAdverts. */
export async function uploadBanners(app: FastifyInstance, session: Session, uploads: Uploads) {
  const stored = await storePictures(
    app.imagePool,
    app.storage,
    'banners',
    'bannerImages',
    uploads.files,
    uploads.signal,
  );
  try {
    const rows = await app.db.transaction(async (tx) => {
      const last = await lastBannerPosition(tx);
      const made = await insertBanners(
        tx,
        stored.map((p, i) => ({ ...p, position: last + i + 1, active: true })),
      );
      for (const row of made)
        await audit(tx, actor(session), {
          action: 'banner.upload',
          subject_type: 'banner',
          subject_id: row.id,
          after: bannerFacts(row),
        });
      return made;
    });
    forgetDrawnPages(app);
    return rows.map((row) => bannerDto(app.storage, row));
  } catch (error) {
    await removeAll(app.storage, keysOf(stored));
    throw error;
  }
}

type AdvertChange = { position: number; active: boolean; url?: string | null; alt?: string };
type BannerChange = { active: boolean; alt?: string };

/**
 * Changes one picture's row (locked while it changes), audited with what it was and is; a field
 * left out stays. 404 when there is no such picture.
 */
async function changePicture(
  app: FastifyInstance,
  session: Session,
  kind: 'advert' | 'banner',
  id: number,
  set: AdvertChange | BannerChange,
) {
  type Row = typeof advertImages.$inferSelect;
  const facts = (row: Row) => (kind === 'advert' ? advertFacts(row) : bannerFacts(row as never));
  const values = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
  const row = await app.db.transaction(async (tx) => {
    const before = await lockPicture(tx, kind, id);
    if (!before) throw new NotFound(kind === 'advert' ? NO_ADVERT : NO_BANNER);
    const after = await updatePicture(tx, kind, id, values);
    await audit(tx, actor(session), {
      action: `${kind}.update`,
      subject_type: kind,
      subject_id: id,
      before: facts(before),
      after: facts(after),
    });
    return after;
  });
  forgetDrawnPages(app);
  return row;
}

/** An advert's slot, switch, link and words. */
export async function updateAdvert(
  app: FastifyInstance,
  session: Session,
  { id, ...change }: AdvertChange & { id: number },
): Promise<AdvertImage> {
  return advertDto(app.storage, await changePicture(app, session, 'advert', id, change));
}

/** A banner's switch and words. */
export async function updateBanner(
  app: FastifyInstance,
  session: Session,
  { id, ...change }: BannerChange & { id: number },
): Promise<BannerImage> {
  return bannerDto(
    app.storage,
    (await changePicture(app, session, 'banner', id, change)) as unknown as typeof bannerImages.$inferSelect,
  );
}

/**
 * Removes an advert's or banner's row (audited, with what it was), then its files once the
 * removal has committed: a failed removal leaves both.
 */
export async function deletePicture(
  app: FastifyInstance,
  session: Session,
  kind: 'advert' | 'banner',
  id: number,
): Promise<{ message: string }> {
  const gone = await app.db.transaction(async (tx) => {
    const row = await deletePictureRow(tx, kind, id);
    if (!row) throw new NotFound(kind === 'advert' ? NO_ADVERT : NO_BANNER);
    const { path, active, position, alt } = row;
    await audit(tx, actor(session), {
      action: `${kind}.delete`,
      subject_type: kind,
      subject_id: id,
      before: { path, active, position, alt, ...('url' in row && { url: row.url }) },
    });
    return row;
  });
  forgetDrawnPages(app);
  await removeAll(app.storage, keysOf([gone]));
  return { message: kind === 'advert' ? 'The advert has been removed.' : 'The banner has been removed.' };
}
