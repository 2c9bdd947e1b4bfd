import { describe, expect, it } from 'vitest';
import {
  carItemInfoSchema,
  carItemUpdateInfoSchema,
  chassisInput,
  chassisNoField,
  displacementMessage,
  latestFirstRegistration,
  pictureTypeOf,
  priceSchemaFor,
  specialItemInfoSchema,
  specialItemUpdateInfoSchema,
  youtubeLinkVideoId,
  youtubeField,
} from './item-form.ts';
import { CATEGORY } from './catalog.ts';
import { MAX_PRICE } from './limits.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('item form schemas', () => {
  it('reads typed digits and numbers alike, and names what is wrong', () => {
    const result = carItemInfoSchema.safeParse({ chassisNo: 'abc', sellPrice: '1,000', cc: 30001, weight: '' });
    expect(messagesOf(result)).toMatchObject({
      chassisNo: 'field.chassisNo',
      sellPrice: 'field.onlyNumbers',
      cc: 'field.ccMax',
      weight: 'field.required',
      maker: 'field.required',
    });
  });

  it('keeps each form to its own price range, and the discount to the price', () => {
    expect(priceSchemaFor(CATEGORY.car).safeParse({ price: String(MAX_PRICE) }).success).toBe(true);
    expect(messagesOf(priceSchemaFor(CATEGORY.special).safeParse({ price: '300001' }))).toEqual({
      price: 'field.specialPriceRange',
    });
    expect(messagesOf(priceSchemaFor(CATEGORY.car).safeParse({ price: '500', discountPrice: '501' }))).toEqual({
      discountPrice: 'field.discountAbovePrice',
    });
  });

  it('names a wrong discount at once, while other fields are still wrong', () => {
    const result = carItemInfoSchema.safeParse({ sellPrice: '500', discountPrice: '501' });
    expect(messagesOf(result)).toMatchObject({ discountPrice: 'field.discountAbovePrice', maker: 'field.required' });
  });

  it('puts a listing on Super Sale only with a discount below its price', () => {
    const superSale = (discountPrice: string) =>
      messagesOf(carItemInfoSchema.safeParse({ sellPrice: '68000', discountPrice, partners: true })).discountPrice;
    expect(superSale('')).toBe('field.superSaleDiscount');
    expect(superSale('68000')).toBe('field.superSaleDiscount');
    expect(superSale('65000')).toBeUndefined();
    expect(messagesOf(carItemInfoSchema.safeParse({ sellPrice: '68000', discountPrice: '' })).discountPrice).toBe(
      undefined,
    );
    expect(messagesOf(priceSchemaFor(CATEGORY.car, true).safeParse({ price: '500', discountPrice: '' }))).toEqual({
      discountPrice: 'field.superSaleDiscount',
    });
    expect(priceSchemaFor(CATEGORY.car, true).safeParse({ price: '500', discountPrice: '450' }).success).toBe(true);
  });

  it('refuses a first registration after today (in Korea), and takes today', () => {
    const daysAfter = (date: string, days: number) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const today = latestFirstRegistration();
    const message = (initialRegister: string) =>
      messagesOf(carItemInfoSchema.safeParse({ initialRegister })).initialRegister;
    expect(message(daysAfter(today, 2))).toBe('field.dateFuture');
    expect(message(today)).toBeUndefined();
    expect(latestFirstRegistration(new Date('2026-03-04T15:30:00Z'))).toBe('2026-03-05');
  });

  it('takes 0 cc only for an electric or hydrogen vehicle, and names the seats range', () => {
    const result = carItemInfoSchema.safeParse({ cc: '0', seats: '0' });
    expect(messagesOf(result).cc).toBeUndefined();
    expect(messagesOf(result).seats).toBe('field.seatsRange');
    expect(displacementMessage(0, 'gasoline')).toBe('field.ccZero');
    expect(displacementMessage(0, 'electric')).toBeUndefined();
    expect(displacementMessage(0, 'hydrogen')).toBeUndefined();
    expect(displacementMessage(1998, 'gasoline')).toBeUndefined();
  });

  it('strips the spaces of a pasted chassis number before keeping 17 characters', () => {
    expect(chassisInput('kmh e341 dbka 123456')).toBe('KMHE341DBKA123456');
    expect(chassisInput('KMHE 341D BKA1 2345 6789')).toBe('KMHE341DBKA123456');
    expect(chassisNoField.parse(' KMH E341 DBKA 123456 ')).toBe('KMHE341DBKA123456');
  });

  it('lets the special form leave mileage, power, seats and doors empty', () => {
    const result = specialItemUpdateInfoSchema.safeParse({
      sellPrice: 45000,
      year: 2018,
      form: 1,
      formDetail: 1,
      capacity: 1,
      maker: 1,
      model: 1,
      transmission: 1,
      fuel: 1,
      location: 1,
      color: 1,
      cc: '12000',
      weight: '9000',
      length: '9000',
      width: '2500',
      height: '3200',
      mileage: '',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ mileage: null, power: null, drive: null, handle: null });
  });

  it('accepts only whole YouTube links and stores them in one form', () => {
    expect(youtubeLinkVideoId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeLinkVideoId('https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('dQw4w9WgXcQ');
    expect(youtubeLinkVideoId('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeLinkVideoId('javascript:alert(1)//youtu.be/dQw4w9WgXcQ')).toBeUndefined();
    expect(youtubeLinkVideoId('https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ')).toBeUndefined();
    expect(youtubeField.parse('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(youtubeField.parse('')).toBeNull();
  });
});

describe('pictureTypeOf', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it('reads JPEG, PNG and WebP from the first bytes, and nothing else', () => {
    expect(pictureTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(pictureTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(pictureTypeOf(new TextEncoder().encode('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(pictureTypeOf(new TextEncoder().encode('just some text, named .jpg'))).toBeUndefined();
    expect(pictureTypeOf(new TextEncoder().encode('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeUndefined();
    expect(pictureTypeOf(bytes())).toBeUndefined();
  });
});

describe('item form schemas on input that is not a form', () => {
  it.each([undefined, null, 'x', 42, [], [1, 2]])('refuses %j as a listing without throwing', (input) => {
    for (const schema of [
      carItemInfoSchema,
      carItemUpdateInfoSchema,
      specialItemInfoSchema,
      specialItemUpdateInfoSchema,
    ]) {
      expect(schema.safeParse(input).success).toBe(false);
    }
  });
});
