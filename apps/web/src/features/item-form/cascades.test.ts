import { describe, expect, it } from 'vitest';
import {
  capacityChanged,
  carMakerChanged,
  carModelChanged,
  detailModelChosen,
  formChanged,
  formDetailChanged,
  specialMakerChosen,
  specialModelChosen,
  yearChanged,
} from './cascades.ts';

const CLEARED_SIZE = { weight: '', length: '', width: '', height: '' };

describe('car form cascade (spec section 4)', () => {
  it('changing year clears maker, model and detail model', () => {
    expect(yearChanged(2021)).toEqual({ values: { year: 2021, maker: null, model: null, detailModel: null } });
  });

  it('changing maker clears model and detail model', () => {
    expect(carMakerChanged(3)).toEqual({ values: { maker: 3, model: null, detailModel: null } });
  });

  it('changing model clears detail model', () => {
    expect(carModelChanged(7)).toEqual({ values: { model: 7, detailModel: null } });
  });

  it('choosing a detail model fills product, weight, length, width and height from it', () => {
    const entry = { detailModelNo: 9, productNo: 4, weight: 1500, length: 4500, width: 1800, height: 1600 };
    expect(detailModelChosen(9, entry)).toEqual({
      values: { detailModel: 9, product: 4, weight: '1500', length: '4500', width: '1800', height: '1600' },
    });
  });

  it('clearing the detail model keeps product and size', () => {
    expect(detailModelChosen(null, undefined)).toEqual({ values: { detailModel: null } });
  });
});

describe('special-vehicle form cascade (spec section 4)', () => {
  it('changing form clears detail form, capacity, maker, model, the size and the English model name', () => {
    expect(formChanged(2)).toEqual({
      values: { form: 2, formDetail: null, capacity: null, maker: null, model: null, ...CLEARED_SIZE },
      names: { engModel: '' },
    });
  });

  it('changing the detail form clears capacity and below', () => {
    expect(formDetailChanged(5)).toEqual({
      values: { formDetail: 5, capacity: null, maker: null, model: null, ...CLEARED_SIZE },
      names: { engModel: '' },
    });
  });

  it('changing capacity clears maker and below', () => {
    expect(capacityChanged(8)).toEqual({
      values: { capacity: 8, maker: null, model: null, ...CLEARED_SIZE },
      names: { engModel: '' },
    });
  });

  it('choosing a maker sets the English maker name and clears the model', () => {
    expect(specialMakerChosen(1, { engMaker: 'Hyundai' })).toEqual({
      values: { maker: 1, model: null },
      names: { engMaker: 'Hyundai' },
    });
    expect(specialMakerChosen(null, null)).toEqual({ values: { maker: null, model: null }, names: { engMaker: '' } });
  });

  it('choosing a model clears size and weight and sets the English model name', () => {
    expect(specialModelChosen(6, { engModel: 'Xcient' })).toEqual({
      values: { model: 6, ...CLEARED_SIZE },
      names: { engModel: 'Xcient' },
    });
    expect(specialModelChosen(null, null)).toEqual({
      values: { model: null, ...CLEARED_SIZE },
      names: { engModel: '' },
    });
  });
});
