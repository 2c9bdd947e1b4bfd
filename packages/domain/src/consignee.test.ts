import { describe, expect, it } from 'vitest';
import {
  CONSIGNEE_FIELD_TYPES,
  CONSIGNEE_FIELDS,
  consigneeInputSchema,
  editConsignee,
  EMPTY_CONSIGNEE,
} from './consignee.ts';

describe('the consignee fields', () => {
  it('are the six typed fields of the consignee schema, in the order of the forms', () => {
    expect(CONSIGNEE_FIELDS).toEqual(Object.keys(EMPTY_CONSIGNEE));
    for (const field of CONSIGNEE_FIELDS) expect(consigneeInputSchema.shape).toHaveProperty(field);
    expect(CONSIGNEE_FIELD_TYPES.userEmail).toBe('email');
  });

  it('copies the consignee address with same address ticked and unticks when the document address differs', () => {
    let state = editConsignee(EMPTY_CONSIGNEE, true, 'userConsigneeAddress', 'Av. 1');
    expect(state).toMatchObject({ sameAddress: true, values: { userDocumentAddress: 'Av. 1' } });
    state = editConsignee(state.values, state.sameAddress, 'userDocumentAddress', 'Av. 2');
    expect(state).toMatchObject({
      sameAddress: false,
      values: { userConsigneeAddress: 'Av. 1', userDocumentAddress: 'Av. 2' },
    });
  });

  it('leaves the document address alone without same address', () => {
    const state = editConsignee(EMPTY_CONSIGNEE, false, 'userConsigneeAddress', 'Av. 1');
    expect(state).toEqual({ sameAddress: false, values: { ...EMPTY_CONSIGNEE, userConsigneeAddress: 'Av. 1' } });
  });
});
