import { formatMoney, moneyInputText, parseMoney } from '@pinjam/api/domain';
// The schemas with the zod that builds them: the one entry that ships real zod (decision 0022).
import { ITEM_LIMITS, itemEditFields, itemFields, z, type Item } from '@pinjam/api/contract';
import { keepImages, type DraftPhoto } from './photos';

/*
 * The listing form's values as a person types them (prices in B$, numbers as text) and the schema
 * that turns them into the request. What a value may be (lengths, ranges, categories, districts,
 * days in order) is the contract's `itemFields`, run here as the server runs it; this module adds
 * only what belongs to the form: the rent and sale boxes, which inputs are required, B$ to cents,
 * and the words the page says.
 */

// ─── Values ──────────────────────────────────────────────────────────────────────────────────

/** The form's values, named as the contract names the fields they fill. */
const listingValues = z.object({
  title: z.string(),
  description: z.string(),
  category: z.string(),
  district: z.string(),
  condition: z.string(),
  for_rent: z.boolean(),
  for_sale: z.boolean(),
  /** Prices as typed, in B$ ('12.50'). */
  price_per_day: z.string(),
  price_per_week: z.string(),
  deposit: z.string(),
  min_days: z.string(),
  max_days: z.string(),
  sale_price: z.string(),
  starting_inventory: z.string(),
  images: z.array(z.custom<DraftPhoto>()),
});
export type ListingValues = z.input<typeof listingValues>;

/** A field an error can stand beside: the contract's names, plus `offer` for the rent/sale choice. */
export type DraftField = Exclude<keyof ListingValues, 'for_rent' | 'for_sale'> | 'offer';

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

export const emptyValues = (verified: boolean): ListingValues => ({
  title: '',
  description: '',
  category: '',
  district: '',
  condition: '',
  // Selling needs no verification: that is where an unverified owner starts.
  for_rent: verified,
  for_sale: !verified,
  price_per_day: '',
  price_per_week: '',
  deposit: '',
  min_days: '1',
  max_days: '',
  sale_price: '',
  starting_inventory: '1',
  images: [],
});

/** The edit form, filled from the owner's item, its photos in display order. */
export function valuesFromItem(item: Item): ListingValues {
  return {
    title: item.title,
    description: item.description,
    category: item.category,
    district: item.district,
    condition: item.condition,
    for_rent: item.for_rent,
    for_sale: item.for_sale,
    price_per_day: moneyInputText(item.price_per_day),
    price_per_week: moneyInputText(item.price_per_week),
    deposit: moneyInputText(item.deposit),
    min_days: String(item.min_days),
    max_days: item.max_days === null ? '' : String(item.max_days),
    sale_price: moneyInputText(item.sale_price),
    starting_inventory: String(item.starting_inventory),
    images: [...item.images]
      .sort((a, b) => a.position - b.position)
      .map((image, i) => ({
        id: `image-${image.id}`,
        imageId: image.id,
        url: image.card,
        name: `${item.title} (${i + 1})`,
      })),
  };
}

// ─── Schema ──────────────────────────────────────────────────────────────────────────────────

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

/** The multipart request: text fields (prices in cents) and the new files in display order. */
export interface ItemRequest {
  body: Record<string, string | number>;
  files: File[];
}

type TextField = Exclude<DraftField, 'images' | 'offer'>;
type Issue = z.core.$ZodIssue;

const moneyFields = new Set<TextField>(['price_per_day', 'price_per_week', 'deposit', 'sale_price']);
const numberFields = new Set<TextField>(['min_days', 'max_days', 'starting_inventory']);

/** The page's words for the contract's refusal of one field; the contract's own where it has none. */
function wordsFor(field: TextField, issue: Issue, sent: string | number, t: DraftMessages): string {
  if (moneyFields.has(field)) {
    if (issue.code === 'too_small') return t.moreThanZero;
    if (issue.code === 'too_big') return t.atMost({ max: formatMoney(Number(issue.maximum)) });
    return issue.message;
  }
  switch (field) {
    case 'title':
      return sent === '' ? t.enterTitle : issue.code === 'too_small' ? t.titleTooShort : issue.message;
    case 'category':
      return t.chooseCategory;
    case 'district':
      return t.chooseDistrict;
    case 'condition':
      return t.chooseCondition;
    case 'min_days':
    case 'max_days':
      return t.wholeDays({ max: String(ITEM_LIMITS.daysMax) });
    case 'starting_inventory':
      return t.wholeStock;
    default:
      return issue.message;
  }
}

/**
 * The form's values → the request, checked as the server checks it (so most mistakes never make
 * a round trip). Rent fields are sent only for rent, the sale price only for sale: the server
 * clears what is left out. Like the contract, rules across fields (max days ≥ min days) are
 * checked once every field is right on its own.
 */
export function listingSchema(t: DraftMessages, mode: 'create' | 'edit') {
  const contract = mode === 'edit' ? itemEditFields : itemFields;
  const toRequest = z.transform((values: ListingValues, payload): ItemRequest => {
    let refused = false;
    const refuse = (field: DraftField, message: string) => {
      refused = true;
      payload.issues.push({ code: 'custom', path: [field], message, input: values });
    };

    // The form's own rules: a box ticked, a photo, and the inputs it marks as required.
    if (!values.for_rent && !values.for_sale) refuse('offer', t.chooseOffer);
    if (values.images.length < ITEM_LIMITS.imagesMin) refuse('images', t.addPhoto);
    const required: Partial<Record<TextField, string>> = {
      starting_inventory: t.wholeStock,
      ...(values.for_rent && {
        price_per_day: t.enterPricePerDay,
        min_days: t.wholeDays({ max: String(ITEM_LIMITS.daysMax) }),
      }),
      ...(values.for_sale && { sale_price: t.enterSalePrice }),
    };
    const sent: TextField[] = ['title', 'description', 'category', 'district', 'condition'];
    if (values.for_rent) sent.push('price_per_day', 'price_per_week', 'deposit', 'min_days', 'max_days');
    if (values.for_sale) sent.push('sale_price');
    sent.push('starting_inventory');

    const body: ItemRequest['body'] = {};
    for (const field of sent) {
      const text = values[field].trim();
      const number = moneyFields.has(field) || numberFields.has(field);
      const message = text === '' ? required[field] : undefined;
      // B$ → cents is the form's; every other reading of the value is the contract's.
      const value = moneyFields.has(field) ? parseMoney(text) : text;
      if (message || value === 'invalid') {
        refuse(field, message ?? t.notAnAmount);
      } else if (number && (value === '' || value === null)) {
        continue; // optional and left empty: not sent
      } else {
        const checked = contract.shape[field].safeParse(value);
        if (checked.success) body[field] = checked.data as string | number;
        else refuse(field, wordsFor(field, checked.error.issues[0]!, value!, t));
      }
    }
    if (mode === 'edit') body.keep_images = keepImages(values.images);

    // Then the rules across fields, once each field is right.
    if (!refused) {
      const whole = contract.safeParse(body);
      for (const issue of whole.error?.issues ?? []) {
        const field = issue.path[0] as TextField;
        refuse(field, field === 'max_days' ? t.maxBelowMin : issue.message);
      }
    }
    return { body, files: values.images.flatMap((photo) => (photo.file ? [photo.file] : [])) };
  });
  return z.pipe(listingValues, toRequest);
}

/** The form's field a refusal's key belongs to: `keep_images` (the photos' order) is the photos'. */
export const listingFieldOf = (key: string): string => (key === 'keep_images' ? 'images' : key);
