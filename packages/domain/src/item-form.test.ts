import { describe, expect, it } from 'vitest';
import {
  carItemInfoSchema,
  pictureTypeOf,
  priceSchemaFor,
  specialItemUpdateInfoSchema,
  youtubeLinkVideoId,
  youtubeField,
} from './item-form.ts';
import { CATEGORY } from './catalog.ts';

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
    expect(priceSchemaFor(CATEGORY.car).safeParse({ price: '2100000000' }).success).toBe(true);
    expect(messagesOf(priceSchemaFor(CATEGORY.special).safeParse({ price: '300001' }))).toEqual({
      price: 'field.specialPriceRange',
    });
    expect(messagesOf(priceSchemaFor(CATEGORY.car).safeParse({ price: '500', discountPrice: '501' }))).toEqual({
      discountPrice: 'field.discountAbovePrice',
    });
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
    expect(result.data).toMatchObject({ mileage: null, power: null, drive: null, handle: 0 });
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
