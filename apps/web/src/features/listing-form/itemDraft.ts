import { formatMoney, moneyInputText, parseMoney } from '@pinjam/api/domain';
import {
  ITEM_LIMITS,
  type CategorySlug,
  type ErrorBody,
  type Item,
  type ItemCondition,
} from '@pinjam/api/contract';
import { type DropzoneItem } from '@pinjam/ui';

/*
 * The item form as the person types it (text, prices in B$) and what is sent (integer cents,
 * the photos in display order). Pure functions: the form, its tests and its stories share them.
 */

export interface ItemDraft {
  title: string;
  description: string;
  category: CategorySlug | '';
  district: string;
  condition: ItemCondition | '';
  forRent: boolean;
  forSale: boolean;
  /** Prices as typed, in B$ ('12.50'). */
  pricePerDay: string;
  pricePerWeek: string;
  deposit: string;
  minDays: string;
  maxDays: string;
  salePrice: string;
  stock: string;
}

/** A photo in the form: a new file, or one of the item's images (`imageId`). */
export interface DraftPhoto extends DropzoneItem {
  imageId?: number;
}

/** The server's field names, plus `offer` for the rent/sale choice. */
export type DraftField =
  | 'title'
  | 'description'
  | 'category'
  | 'district'
  | 'condition'
  | 'offer'
  | 'price_per_day'
  | 'price_per_week'
  | 'deposit'
  | 'min_days'
  | 'max_days'
  | 'sale_price'
  | 'starting_inventory'
  | 'images';

/** The fields in the order they stand on the page: the first with an error gets focus. */
export const draftFields: readonly DraftField[] = [
  'title',
  'description',
  'category',
  'condition',
  'district',
  'images',
  'offer',
  'price_per_day',
  'price_per_week',
  'deposit',
  'min_days',
  'max_days',
  'sale_price',
  'starting_inventory',
];

export type DraftErrors = Partial<Record<DraftField, string>>;

export const emptyDraft = (verified: boolean): ItemDraft => ({
  title: '',
  description: '',
  category: '',
  district: '',
  condition: '',
  // Selling needs no verification: that is where an unverified owner starts.
  forRent: verified,
  forSale: !verified,
  pricePerDay: '',
  pricePerWeek: '',
  deposit: '',
  minDays: '1',
  maxDays: '',
  salePrice: '',
  stock: '1',
});

/** The edit form, filled from the owner's item. */
export function draftFromItem(item: Item): { draft: ItemDraft; photos: DraftPhoto[] } {
  return {
    draft: {
      title: item.title,
      description: item.description,
      category: item.category,
      district: item.district,
      condition: item.condition,
      forRent: item.for_rent,
      forSale: item.for_sale,
      pricePerDay: moneyInputText(item.price_per_day),
      pricePerWeek: moneyInputText(item.price_per_week),
      deposit: moneyInputText(item.deposit),
      minDays: String(item.min_days),
      maxDays: item.max_days === null ? '' : String(item.max_days),
      salePrice: moneyInputText(item.sale_price),
      stock: String(item.starting_inventory),
    },
    photos: [...item.images]
      .sort((a, b) => a.position - b.position)
      .map((image, i) => ({
        id: `image-${image.id}`,
        imageId: image.id,
        url: image.card,
        name: `${item.title} (${i + 1})`,
      })),
  };
}

/** What validation says, in the page's language. */
export interface DraftMessages {
  enterTitle: string;
  titleTooShort: string;
  chooseCategory: string;
  chooseDistrict: string;
  chooseCondition: string;
  chooseOffer: string;
  enterPricePerDay: string;
  enterSalePrice: string;
  notAnAmount: string;
  moreThanZero: string;
  atMost: (values: { max: string }) => string;
  wholeDays: (values: { max: string }) => string;
  maxBelowMin: string;
  wholeStock: string;
  addPhoto: string;
}

const WHOLE = /^\s*\d+\s*$/;
const wholeNumber = (text: string) => (WHOLE.test(text) ? Number(text) : Number.NaN);

type Money = { cents?: number; error?: string };

function money(
  text: string,
  t: DraftMessages,
  opts: { max: number; required?: string; zero?: boolean },
): Money {
  const cents = parseMoney(text);
  if (cents === null) return opts.required ? { error: opts.required } : {};
  if (cents === 'invalid') return { error: t.notAnAmount };
  if (cents === 0 && !opts.zero) return { error: t.moreThanZero };
  if (cents > opts.max) return { error: t.atMost({ max: formatMoney(opts.max) }) };
  return { cents };
}

/** The multipart request: text fields (prices in cents) and the new files in display order. */
export interface ItemRequest {
  body: Record<string, string | number>;
  files: File[];
}

/**
 * Checks the draft as the server would (so most mistakes never make a round trip) and builds
 * the request. Rent fields are sent only for rent, the sale price only for sale: the server
 * clears what is left out.
 */
export function buildRequest(
  draft: ItemDraft,
  photos: readonly DraftPhoto[],
  t: DraftMessages,
  mode: 'create' | 'edit',
): { errors: DraftErrors; request: ItemRequest } {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  if (title === '') errors.title = t.enterTitle;
  else if (title.length < ITEM_LIMITS.titleMin) errors.title = t.titleTooShort;
  if (!draft.category) errors.category = t.chooseCategory;
  if (!draft.district) errors.district = t.chooseDistrict;
  if (!draft.condition) errors.condition = t.chooseCondition;
  if (!draft.forRent && !draft.forSale) errors.offer = t.chooseOffer;
  if (photos.length === 0) errors.images = t.addPhoto;

  const body: ItemRequest['body'] = {
    title,
    description: draft.description.trim(),
    category: draft.category,
    district: draft.district,
    condition: draft.condition,
  };

  if (draft.forRent) {
    const rentMax = ITEM_LIMITS.rentMaxCents;
    const fields = {
      price_per_day: money(draft.pricePerDay, t, { max: rentMax, required: t.enterPricePerDay }),
      price_per_week: money(draft.pricePerWeek, t, { max: rentMax }),
      deposit: money(draft.deposit, t, { max: ITEM_LIMITS.saleMaxCents, zero: true }),
    };
    for (const [name, value] of Object.entries(fields)) {
      if (value.error) errors[name as DraftField] = value.error;
      else if (value.cents !== undefined) body[name] = value.cents;
    }
    const daysError = t.wholeDays({ max: String(ITEM_LIMITS.daysMax) });
    const minDays = wholeNumber(draft.minDays);
    const inRange = (n: number) => Number.isInteger(n) && n >= 1 && n <= ITEM_LIMITS.daysMax;
    if (!inRange(minDays)) errors.min_days = daysError;
    else body.min_days = minDays;
    if (draft.maxDays.trim() !== '') {
      const maxDays = wholeNumber(draft.maxDays);
      if (!inRange(maxDays)) errors.max_days = daysError;
      else if (inRange(minDays) && maxDays < minDays) errors.max_days = t.maxBelowMin;
      else body.max_days = maxDays;
    }
  }
  if (draft.forSale) {
    const sale = money(draft.salePrice, t, { max: ITEM_LIMITS.saleMaxCents, required: t.enterSalePrice });
    if (sale.error) errors.sale_price = sale.error;
    else if (sale.cents !== undefined) body.sale_price = sale.cents;
  }

  const stock = wholeNumber(draft.stock);
  if (!Number.isInteger(stock) || stock < ITEM_LIMITS.stockMin || stock > ITEM_LIMITS.stockMax)
    errors.starting_inventory = t.wholeStock;
  else body.starting_inventory = stock;

  const files = photos.flatMap((photo) => (photo.file ? [photo.file] : []));
  if (mode === 'edit') body.keep_images = keepImages(photos);
  return { errors, request: { body, files } };
}

/**
 * `keep_images` for the edit (contract: ids and `new:N` in display order): the kept images by id
 * and the new files by their place among the uploads.
 */
export function keepImages(photos: readonly DraftPhoto[]): string {
  let upload = 0;
  return photos
    .flatMap((photo) => {
      if (photo.file) return [`new:${upload++}`];
      return photo.imageId === undefined ? [] : [String(photo.imageId)];
    })
    .join(',');
}

/** The server's answer as errors beside the fields; `keep_images` belongs to the photos. */
export function fieldErrorsOf(error: ErrorBody): DraftErrors {
  const errors: DraftErrors = {};
  for (const [name, messages] of Object.entries(error.errors ?? {})) {
    const field = (name === 'keep_images' ? 'images' : name) as DraftField;
    if (!draftFields.includes(field)) continue;
    errors[field] = [errors[field], ...messages].filter(Boolean).join(' ');
  }
  return errors;
}

/**
 * The server names a refused upload 'Image N (name) …', counting the files sent: that message
 * also goes on the photo itself.
 */
export function photoErrorsOf(error: ErrorBody, photos: readonly DraftPhoto[]): Record<string, string> {
  const uploads = photos.filter((photo) => photo.file);
  const byPhoto: Record<string, string> = {};
  for (const message of error.errors?.images ?? []) {
    const match = /^Image (\d+)\b/.exec(message);
    const photo = match ? uploads[Number(match[1]) - 1] : undefined;
    if (photo) byPhoto[photo.id] = message;
  }
  return byPhoto;
}

// Multipart framing around each part, roughly: enough to place each file in the upload.
const TEXT_BYTES = 2048;
const PART_BYTES = 200;

/**
 * One upload's progress (0–1 of the whole body) shared out among the new photos, 0–100 each:
 * the body carries the text fields first, then the files in order.
 */
export function photoProgress(fraction: number, photos: readonly DraftPhoto[]): Record<string, number> {
  const uploads = photos.filter((photo) => photo.file);
  const total = TEXT_BYTES + uploads.reduce((sum, photo) => sum + PART_BYTES + photo.file!.size, 0);
  const sent = fraction * total;
  const progress: Record<string, number> = {};
  let start = TEXT_BYTES;
  for (const photo of uploads) {
    start += PART_BYTES;
    const size = Math.max(1, photo.file!.size);
    progress[photo.id] = Math.round(Math.min(1, Math.max(0, (sent - start) / size)) * 100);
    start += photo.file!.size;
  }
  return progress;
}
