import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingPicture } from './listing-picture.tsx';

const attributes = (name: string) => {
  const img = screen.getByRole('img', { name });
  return Object.fromEntries([...img.attributes].map((attribute) => [attribute.name, attribute.value]));
};

describe('ListingPicture', () => {
  it('offers every WebP width with the sizes of its box and the stored size, and waits until it is near', () => {
    render(<ListingPicture pictureKey="car/12/0b9e-mini.jpg" alt="2019 Hyundai Sonata" sizes="100vw" />);
    expect(attributes('2019 Hyundai Sonata')).toMatchObject({
      src: '/api/media/car/12/0b9e-mini.jpg',
      srcset:
        '/api/media/car/12/0b9e-w160.webp 160w, /api/media/car/12/0b9e-w360.webp 360w, ' +
        '/api/media/car/12/0b9e-w720.webp 720w, /api/media/car/12/0b9e-w1000.webp 1000w',
      sizes: '100vw',
      width: '1000',
      height: '667',
      loading: 'lazy',
    });
    expect(attributes('2019 Hyundai Sonata').fetchpriority).toBeUndefined();
  });

  it('fetches the page’s main picture at once and first', () => {
    render(<ListingPicture pictureKey="car/12/0b9e-wm.jpg" alt="main" sizes="100vw" priority />);
    expect(attributes('main')).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
  });

  it('fetches a first-screenful picture at once, at normal priority', () => {
    render(<ListingPicture pictureKey="car/12/0b9e-wm.jpg" alt="second" sizes="100vw" eager />);
    expect(attributes('second')).toMatchObject({ loading: 'eager' });
    expect(attributes('second').fetchpriority).toBeUndefined();
  });

  it('shows a picture that has no widths as it is stored', () => {
    render(<ListingPicture pictureKey="contacts/kim.jpg" alt="Kim" sizes="56px" />);
    const shown = attributes('Kim');
    expect(shown.src).toBe('/api/media/contacts/kim.jpg');
    expect(shown.srcset).toBeUndefined();
    expect(shown.sizes).toBeUndefined();
  });
});
