import { describe, expect, it } from 'vitest';
import { demoItems } from '@pinjam/api/mocks';
import {
  emptyValues,
  draftFields,
  listingFieldOf,
  listingSchema,
  valuesFromItem,
  type DraftErrors,
  type DraftMessages,
  type ItemRequest,
  type ListingValues,
} from './listingSchema';
import { keepImages, photoErrorsOf, photoProgress, type DraftPhoto } from './photos';
import { applyServerErrors } from '../../app/forms';

const t: DraftMessages = {
  enterTitle: 'Enter a title',
  titleTooShort: 'Use at least 3 characters',
  chooseCategory: 'Choose a category',
  chooseDistrict: 'Choose a district',
  chooseCondition: 'Choose the condition',
  chooseOffer: 'Choose for rent, for sale or both',
  enterPricePerDay: 'Enter the price per day',
  enterSalePrice: 'Enter the sale price',
  notAnAmount: 'Enter an amount like 12.50',
  moreThanZero: 'Must be more than zero',
  atMost: ({ max }) => `Must be at most ${max}`,
  wholeDays: ({ max }) => `Whole days, 1 to ${max}`,
  maxBelowMin: 'Must be at least the minimum days',
  wholeStock: 'Enter a whole number from 1 to 99',
  addPhoto: 'Add at least one photo',
};

const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const newPhoto = (id: string, size = 1000): DraftPhoto => ({ id, file: file(`${id}.png`, size) });

/** The schema's answer: the errors beside the fields, or the request. */
function build(values: ListingValues, mode: 'create' | 'edit' = 'create') {
  const result = listingSchema(t, mode).safeParse(values);
  const errors: DraftErrors = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path[0] as keyof DraftErrors] = issue.message;
  return { errors, request: result.data as ItemRequest };
}

const filled: ListingValues = {
  ...emptyValues(true),
  title: '  Canon EOS R6  ',
  description: 'Body only.',
  category: 'film-photography',
  district: 'Tutong',
  condition: 'good',
  for_rent: true,
  for_sale: true,
  price_per_day: '12.50',
  price_per_week: '60',
  deposit: '0',
  min_days: '2',
  max_days: '14',
  sale_price: '1,250.99',
  starting_inventory: '3',
  images: [newPhoto('a')],
};

describe('listingSchema', () => {
  it('given prices typed in B$ / it sends integer cents and whole numbers', () => {
    const { errors, request } = build(filled);
    expect(errors).toEqual({});
    expect(request.body).toEqual({
      title: 'Canon EOS R6',
      description: 'Body only.',
      category: 'film-photography',
      district: 'Tutong',
      condition: 'good',
      price_per_day: 1250,
      price_per_week: 6000,
      deposit: 0,
      min_days: 2,
      max_days: 14,
      sale_price: 125099,
      starting_inventory: 3,
    });
    expect(request.files.map((f) => f.name)).toEqual(['a.png']);
  });

  it('given an item for sale only / it leaves every rent field out (the server clears them)', () => {
    const { request } = build({ ...filled, for_rent: false });
    expect(Object.keys(request.body)).not.toContain('price_per_day');
    expect(Object.keys(request.body)).not.toContain('min_days');
    expect(request.body.sale_price).toBe(125099);
  });

  it('given an item for rent only / it leaves the sale price out, and empty optional prices too', () => {
    const { request } = build({ ...filled, for_sale: false, price_per_week: '', deposit: '', max_days: '' });
    expect(request.body).not.toHaveProperty('sale_price');
    expect(request.body).not.toHaveProperty('price_per_week');
    expect(request.body).not.toHaveProperty('deposit');
    expect(request.body).not.toHaveProperty('max_days');
  });

  it('given an empty form / it names every missing field', () => {
    const { errors } = build({ ...emptyValues(true), starting_inventory: '' });
    expect(errors).toEqual({
      title: 'Enter a title',
      category: 'Choose a category',
      district: 'Choose a district',
      condition: 'Choose the condition',
      images: 'Add at least one photo',
      price_per_day: 'Enter the price per day',
      starting_inventory: 'Enter a whole number from 1 to 99',
    });
  });

  it('given neither rent nor sale / it asks for one', () => {
    expect(build({ ...filled, for_rent: false, for_sale: false }).errors).toEqual({
      offer: 'Choose for rent, for sale or both',
    });
  });

  it.each([
    ['12.505', 'Enter an amount like 12.50'],
    ['abc', 'Enter an amount like 12.50'],
    ['-3', 'Enter an amount like 12.50'],
    ['0', 'Must be more than zero'],
    ['100000.01', 'Must be at most B$100,000.00'],
  ])('given a price per day of %j / it says %j', (typed, message) => {
    expect(build({ ...filled, price_per_day: typed }).errors.price_per_day).toBe(message);
  });

  it('given a stock of 100 or a part of a day / it says so, in the page’s words for the contract’s rule', () => {
    expect(build({ ...filled, starting_inventory: '100' }).errors).toEqual({
      starting_inventory: 'Enter a whole number from 1 to 99',
    });
    expect(build({ ...filled, min_days: '0.5' }).errors.min_days).toBe('Whole days, 1 to 365');
  });

  // The contract checks rules across fields once every field is right on its own, as the server does.
  it('given days out of order / it says so, once the other fields are right', () => {
    expect(build({ ...filled, min_days: '5', max_days: '3' }).errors).toEqual({
      max_days: 'Must be at least the minimum days',
    });
    expect(build({ ...filled, min_days: '5', max_days: '3', starting_inventory: '100' }).errors).toEqual({
      starting_inventory: 'Enter a whole number from 1 to 99',
    });
  });

  it('given a title the contract refuses for another reason / it shows the contract’s message', () => {
    const { errors } = build({ ...filled, title: 'Canon\u0000' });
    expect(errors.title).toBeTruthy();
    expect(errors.title).not.toBe('Use at least 3 characters');
  });

  it('given an edit / it sends keep_images in display order with the new files', () => {
    const images: DraftPhoto[] = [
      newPhoto('n1'),
      { id: 'image-7', imageId: 7, url: '/7.webp' },
      newPhoto('n2'),
    ];
    const { request } = build({ ...filled, images }, 'edit');
    expect(request.body.keep_images).toBe('new:0,7,new:1');
    expect(request.files.map((f) => f.name)).toEqual(['n1.png', 'n2.png']);
  });
});

describe('keepImages', () => {
  it('given only kept images / it lists their ids; given none / it is empty', () => {
    expect(
      keepImages([
        { id: 'a', imageId: 3 },
        { id: 'b', imageId: 1 },
      ]),
    ).toBe('3,1');
    expect(keepImages([])).toBe('');
  });
});

describe('valuesFromItem', () => {
  it('given the owner’s item / it fills the form in B$ and keeps the photos in position order', () => {
    const item = demoItems.find((i) => i.id === 101)!;
    const values = valuesFromItem({ ...item, images: [...item.images].reverse() });
    expect(values).toMatchObject({
      title: 'Canon EOS R6 camera body',
      for_rent: true,
      for_sale: false,
      price_per_day: '45',
      price_per_week: '250',
      deposit: '500',
      min_days: '1',
      max_days: '14',
      sale_price: '',
      starting_inventory: '1',
    });
    expect(values.images.map((p) => p.imageId)).toEqual([1010, 1011, 1012]);
    const { request } = build(values, 'edit');
    expect(request.body).toMatchObject({ price_per_day: 4500, price_per_week: 25000, deposit: 50000 });
  });
});

describe('server errors', () => {
  const photos: DraftPhoto[] = [{ id: 'image-1', imageId: 1 }, newPhoto('n1'), newPhoto('n2')];
  const answer = {
    message: 'Please correct the highlighted fields.',
    errors: {
      title: ['Use at least 3 characters'],
      images: ['Image 2 (scan.pdf) must be a JPEG, PNG, WebP or AVIF image.'],
      keep_images: ['9 is not one of this item’s images.'],
      unknown_field: ['ignored'],
    },
  };

  it('given a 422 / each message goes beside its field; keep_images beside the photos', () => {
    const set: Record<string, string | undefined> = {};
    const form = {
      setError: (name: string, error: { message?: string }) => void (set[name] = error.message),
      setFocus: () => {},
      getValues: () => ({}),
    };
    const placed = applyServerErrors(form as never, answer.errors, {
      fields: draftFields,
      fieldOf: listingFieldOf,
      focus: false,
    });
    expect(set).toEqual({
      title: 'Use at least 3 characters',
      images:
        'Image 2 (scan.pdf) must be a JPEG, PNG, WebP or AVIF image. 9 is not one of this item’s images.',
    });
    expect(placed).toEqual({ placed: ['title', 'images'], unplaced: ['ignored'] });
  });

  it('given "Image N" / the message also goes on the N-th new photo', () => {
    expect(photoErrorsOf(answer, photos)).toEqual({
      n2: 'Image 2 (scan.pdf) must be a JPEG, PNG, WebP or AVIF image.',
    });
  });
});

describe('photoProgress', () => {
  const photos: DraftPhoto[] = [newPhoto('a', 10_000), { id: 'kept', imageId: 1 }, newPhoto('b', 10_000)];

  it('shares the upload out among the new photos in order', () => {
    expect(photoProgress(0, photos)).toEqual({ a: 0, b: 0 });
    expect(photoProgress(0.3, photos)).toEqual({ a: 45, b: 0 });
    expect(photoProgress(0.55, photos)).toEqual({ a: 100, b: 0 });
    expect(photoProgress(0.8, photos).b).toBe(55);
    expect(photoProgress(1, photos)).toEqual({ a: 100, b: 100 });
  });
});
