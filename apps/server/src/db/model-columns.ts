import { names } from './names.ts';
import { models } from './schema/index.ts';

/** A model as the catalog's choice lists give it (car and special models, a seller's own models). */
export function modelChoiceColumns() {
  return {
    modelNo: models.modelNo,
    makerNo: models.makerNo,
    cfvtNo: models.cfvtNo,
    lineCbm: models.lineCbm,
    ...names(models, 'model'),
  };
}
