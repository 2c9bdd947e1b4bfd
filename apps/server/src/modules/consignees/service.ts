import { CONSIGNEE_FLAG, type Consignee } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { createConsigneesRepo, type ConsigneeInput } from './repo.ts';

/** A user's saved consignees (My Page, the inquiry dialog): always the owner's own, the default first. */
export function createConsigneesService(db: Db, repo = createConsigneesRepo(db)) {
  return {
    list: (userNo: number): Promise<Consignee[]> => repo.list(userNo),

    /** Makes the user's list what the request says and answers the list as stored. */
    async replace(userNo: number, list: ConsigneeInput[]): Promise<Consignee[]> {
      await repo.replace(userNo, list);
      return repo.list(userNo);
    },

    /** The default consignee: count 1 with its fields, or count 0. */
    async defaultOf(userNo: number) {
      const first = (await repo.list(userNo))[0];
      return first?.flag === CONSIGNEE_FLAG.default ? { count: 1, ...first } : { count: 0 };
    },
  };
}
